// Types for upland.cjs, so the TypeScript integration tests can import it.
export type OtpMode = 'ok' | 'unauthorized' | 'no-code' | 'error' | 'hang';

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

export interface UplandStandIn {
  url: string;
  port: number;
  /** The Authorization header of every /auth/otp/init call received. */
  otpRequests: { authorization: string }[];
  setWebhookUrl(url: string): void;
  setOtpMode(mode: OtpMode): void;
  enterCode(input: { code: string; username?: string }): Promise<EnterCodeResult>;
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
  log?: (line: string) => void;
}

export function startUplandStandIn(options?: UplandStandInOptions): Promise<UplandStandIn>;
export const OTP_MODES: readonly OtpMode[];
