import { useNavigation } from 'react-router';

/**
 * A thin bar at the top of the window while a navigation loads (spec §2: loading fallback).
 * It appears after a short delay (CSS) so that fast navigations do not flash.
 */
export function NavigationProgress({ label }: { label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div className={busy ? 'nav-progress nav-progress--active' : 'nav-progress'} aria-hidden={!busy}>
      {busy ? <div className="nav-progress__bar" role="progressbar" aria-label={label} /> : null}
    </div>
  );
}
