import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of migrations/0013_safer_gambling.sql (the protection domain's tables), merged into DB. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface PlayerProtectionTable {
  player_id: bigint;
  deposit_day: bigint | null;
  deposit_week: bigint | null;
  deposit_month: bigint | null;
  loss_day: bigint | null;
  loss_week: bigint | null;
  loss_month: bigint | null;
  session_minutes: number | null;
  reality_check_minutes: Generated<number>;
  time_out_since: NullableTimestamp;
  time_out_until: NullableTimestamp;
  exclusion_since: NullableTimestamp;
  exclusion_until: NullableTimestamp;
  exclusion_permanent: Generated<boolean>;
  updated_at: Generated<Date>;
}
export interface ProtectionPendingLimitsTable {
  player_id: bigint;
  kind: 'deposit' | 'loss' | 'session';
  period: 'day' | 'week' | 'month';
  amount: bigint | null;
  requested_at: Timestamp;
  applies_at: Timestamp;
}
export interface ProtectionEventsTable {
  id: Generated<bigint>;
  player_id: bigint;
  at: Generated<Date>;
  action: string;
  kind: 'deposit' | 'loss' | 'session' | null;
  period: 'day' | 'week' | 'month' | null;
  from_value: string | null;
  to_value: string | null;
  staff_id: bigint | null;
  reason: string | null;
}
interface PlayerAgeConfirmationsTable {
  player_id: bigint;
  confirmed_at: Generated<Date>;
}
export interface ProtectionSettingsTable {
  id: Generated<number>;
  blocked_countries: ColumnType<string[], string[] | undefined, string[]>;
  minimum_age: Generated<number>;
  birthday_before_deposit: Generated<boolean>;
  updated_at: NullableTimestamp;
}

declare module '../db/tables' {
  interface DB {
    player_protection: PlayerProtectionTable;
    protection_pending_limits: ProtectionPendingLimitsTable;
    protection_events: ProtectionEventsTable;
    player_age_confirmations: PlayerAgeConfirmationsTable;
    protection_settings: ProtectionSettingsTable;
  }
}
