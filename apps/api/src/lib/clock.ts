/** "Now", injectable so that tests can move time (code and token expiry) without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
