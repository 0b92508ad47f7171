// Types for upland.cjs, so the TypeScript integration tests can import it.
export type OtpMode = 'ok' | 'unauthorized' | 'no-code' | 'error' | 'hang';
/** How the player's /user/* calls answer: normally, after delayMs, 503, or 429 with Retry-After. */
export type PlayerMode = 'ok' | 'slow' | 'down' | '429';

export interface EnterCodeResult {
  status: number;
  body: {
    code?: string;
    userId?: string;
    username?: string;
    statusCode?: number;
    message?: string;
    webhook?: { status: number; body: unknown };
  };
}

/** One /user/* call the stand-in received, and what it answered (0 while it is in progress). */
export interface PlayerCall {
  path: '/user/profile' | '/user/balances' | '/user/assets/properties';
  query: Record<string, string>;
  status: number;
}

export interface PlayerStats {
  /** The most /user/* calls that were in progress at once since the last reset. */
  peakConcurrent: number;
  inFlight: number;
  calls: PlayerCall[];
}

export interface UplandStandIn {
  url: string;
  port: number;
  /** The Authorization header of every /auth/otp/init call received. */
  otpRequests: { authorization: string }[];
  setWebhookUrl(url: string): void;
  setOtpMode(mode: OtpMode): void;
  enterCode(input: { code: string; username?: string }): Promise<EnterCodeResult>;
  setPlayerMode(mode: PlayerMode, options?: { delayMs?: number; username?: string }): void;
  /** Every /user/* call waits this long first (the bench's 50 ms). */
  setLatency(ms: number): void;
  /** Upland forgets one token, or every token of a player: their calls answer 401. How many went. */
  revoke(which: { username?: string; accessToken?: string }): number;
  playerStats(): PlayerStats;
  resetPlayerStats(): void;
  close(): Promise<void>;
}

export interface UplandStandInOptions {
  port?: number;
  host?: string;
  appId?: string;
  accessKey?: string;
  webhookSecret?: string;
  webhookUrl?: string;
  codeTtlMs?: number;
  /** Every /user/* call waits this long first. */
  latencyMs?: number;
  log?: (line: string) => void;
}

export function startUplandStandIn(options?: UplandStandInOptions): Promise<UplandStandIn>;
export const OTP_MODES: readonly OtpMode[];
export const PLAYER_MODES: readonly PlayerMode[];
