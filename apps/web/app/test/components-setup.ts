import { configure } from '@testing-library/react';

/**
 * `findBy…` and `waitFor` give up after 1 s by default: enough on an idle machine, not on CI's two cores busy
 * with the other test files, where a component test then fails without anything being wrong. What they wait
 * for still has to happen; only the patience is longer.
 */
configure({ asyncUtilTimeout: 5_000 });
