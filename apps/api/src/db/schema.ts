import type { ColumnType, Generated } from 'kysely';

// Row types of migrations/*.sql for Kysely. Timestamps are written as Date and read as Date.
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Serial = Generated<number>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** int8 columns: pg returns text, PGlite a number; always read through `Number()`. */
type Int8 = ColumnType<string | number, number | string, number | string>;
/** numeric columns come back as text. */
type Numeric = ColumnType<string | number, number | string, number | string>;

export interface UserTypesTable {
  id: number;
  text: string;
  value: 'student' | 'teacher';
}
export interface ListItemsTable {
  list: string;
  id: number;
  text: string;
  parent_id: number | null;
  sort: Generated<number>;
}
export interface ProvincesTable {
  id: number;
  name: string;
  sort: Generated<number>;
}
export interface CitiesTable {
  id: number;
  province_id: number;
  name: string;
  sort: Generated<number>;
}

export interface MembersTable {
  id: Serial;
  sub: string | null;
  mobile: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  national_code: Generated<string>;
  user_type_id: number | null;
  user_type_status: Generated<number>;
  user_type_info: string | null;
  province_id: number | null;
  city_id: number | null;
  result_seen: Generated<boolean>;
  submitted_at: Timestamp | null;
  roles: Generated<string[]>;
  balance: ColumnType<number, never, never>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** `adjustment` and `refund` (a faulty code's points given back): member care, migration 015. */
export type LedgerSource = 'order' | 'survey' | 'reward' | 'wheel' | 'mission' | 'gift' | 'adjustment' | 'refund';
export interface PointsLedgerTable {
  id: Generated<Int8>;
  member_id: number;
  amount: number;
  activity: string;
  source: LedgerSource;
  source_ref: string | null;
  created_at: Timestamp;
}

export type DiscountCodeSource = 'reward' | 'wheel' | 'gift';
export interface DiscountCodesTable {
  id: Serial;
  member_id: number;
  code: string;
  title: string;
  sub_title: string;
  source: DiscountCodeSource;
  expires_at: Timestamp | null;
  created_at: Timestamp;
  /** Marked faulty by member care (migration 015): kept, shown as faulty, refunded once. */
  faulty_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  faulty_by: ColumnType<number | null, number | null | undefined, number | null>;
  faulty_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export type AdjustmentCategory = 'goodwill' | 'correction' | 'fraud_reversal';
export type AdjustmentStatus = 'pending' | 'applied' | 'rejected';
/** Points adjustments of member care, under four eyes above the threshold (migration 015). */
export interface PointAdjustmentsTable {
  id: Serial;
  member_id: number;
  amount: number;
  category: AdjustmentCategory;
  reason: string;
  status: AdjustmentStatus;
  needs_approval: boolean;
  requested_by: number;
  requested_at: Timestamp;
  decided_by: number | null;
  decided_at: Timestamp | null;
  decision_note: string | null;
  ledger_id: Int8 | null;
}

export interface ImagesTable {
  file: string;
  content_type: string;
  body: Uint8Array;
}

export interface RewardsTable {
  id: Serial;
  key: string;
  title: string;
  sub_title: Generated<string>;
  type_label: string;
  category: string;
  image_file: string;
  description_html: Generated<string>;
  score: number;
  valid_count: number;
  stock: number | null;
  validity_date: Timestamp | null;
  discount_percent: number | null;
  discount_amount_toman: number | null;
  discount_valid_days: number | null;
  visible: Generated<boolean>;
  sort: Generated<number>;
  available_from: Timestamp | null;
  eligibility: Generated<RewardEligibility>;
  code_source: RewardCodeSource | null;
  edit_version: Generated<number>;
  published_version: number | null;
  retired_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

export type RewardEligibility = 'any' | 'student' | 'teacher';
export type RewardCodeSource = 'generated' | 'pool';
export type RewardVersionStatus = 'draft' | 'published' | 'superseded';

/** Every version of a reward an operator wrote (migration 009). */
export interface RewardVersionsTable {
  reward_id: number;
  version: number;
  status: RewardVersionStatus;
  title: string;
  sub_title: string;
  description_html: string;
  image_file: string;
  category: string;
  score: number;
  valid_count: number;
  available_from: Timestamp | null;
  available_to: Timestamp | null;
  eligibility: RewardEligibility;
  code_valid_days: number | null;
  created_by: number | null;
  created_at: Timestamp;
  published_at: Timestamp | null;
}

/** A discount-code reward's uploaded codes; `discount_code_id` once one is handed out. */
export interface RewardCodesTable {
  id: Serial;
  reward_id: number;
  code: string;
  discount_code_id: number | null;
  uploaded_by: number | null;
  uploaded_at: Timestamp;
}

export interface RewardReceiptsTable {
  id: Serial;
  member_id: number;
  reward_id: number;
  ledger_id: Int8 | null;
  discount_code_id: number | null;
  created_at: Timestamp;
}

export interface WheelsTable {
  id: Serial;
  key: string;
  title: string;
  is_active: Generated<boolean>;
  /** Moved by triggers on any change to the wheel or its prizes (migration 005); bigint, read as text. */
  draw_version: Generated<string>;
}
export interface WheelPrizesTable {
  id: Serial;
  wheel_id: number;
  title: string;
  image_file: string | null;
  color: string | null;
  weight: number;
  prize_type: number;
  score: Generated<number>;
  discount_percent: number | null;
  discount_valid_days: number | null;
  summary: string;
  sort: Generated<number>;
  /** The odds table the prize is a row of (migration 010); `weight` is its odds in basis points. */
  table_id: number;
  /** The most times a Tehran day pays this prize; null: no limit. */
  daily_budget: number | null;
  /** Takes the odds of the table's prizes whose budget is spent. */
  is_fallback: Generated<boolean>;
}
export type WheelTableStatus = 'draft' | 'scheduled' | 'published' | 'withdrawn';
export interface WheelTablesTable {
  id: Serial;
  wheel_id: number;
  version: number;
  status: WheelTableStatus;
  effective_from: Timestamp | null;
  /** The draft's rows (the contract's WheelTableRow[]), null once they are prizes. */
  draft: ColumnType<unknown, string | null, string | null>;
  revision: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
  updated_by: number | null;
  updated_at: Timestamp;
  decided_by: number | null;
  decided_at: Timestamp | null;
}
export interface WheelPrizeDaysTable {
  prize_id: number;
  tehran_day: ColumnType<string | Date, string, string>;
  paid: number;
  budget: number;
}
export interface WheelSpinsTable {
  id: Serial;
  member_id: number;
  wheel_id: number;
  tehran_day: ColumnType<string | Date, string, string>;
  prize_id: number | null;
  status: number;
  created_at: Timestamp;
  /** The client address the spin came from; null for spins recorded before it was kept. */
  address: Generated<string | null>;
}

export type OrderStatus = 'pending' | 'released' | 'cancelled';
export interface ShopOrdersTable {
  order_id: string;
  member_id: number;
  amount_toman: Int8;
  points: number;
  delivered_at: Timestamp;
  available_at: Timestamp;
  status: OrderStatus;
  returned_at: Timestamp | null;
  released_at: Timestamp | null;
  survey_completed_at: Timestamp | null;
  item_count: Generated<number>;
}
export interface ShopEventsTable {
  event_id: string;
  kind: string;
  response: ColumnType<unknown, string, string>;
  received_at: Timestamp;
}

export type MissionKind = 'surveys' | 'items';
export interface MissionsTable {
  id: Serial;
  key: string;
  title: string;
  description: Generated<string>;
  points: number;
  kind: MissionKind;
  target: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  visible: Generated<boolean>;
  /** Moved by every staff write (migrations/013_mission_console.sql). */
  edit_version: Generated<number>;
  created_by: number | null;
  created_at: GeneratedTimestamp;
  updated_at: Timestamp | null;
  ended_at: Timestamp | null;
  ended_by: number | null;
  end_reason: string | null;
}
export interface MissionGrantsTable {
  mission_id: number;
  member_id: number;
  ledger_id: Int8;
  granted_at: Timestamp;
}

export interface CommissionCodesTable {
  id: Serial;
  member_id: number;
  code: string;
  percentage: Numeric;
  commission_percentage: Numeric;
  validity_date: Timestamp | null;
}
export interface CommissionOrdersTable {
  id: Serial;
  commission_code_id: number;
  customer_name: string;
  order_date: Timestamp;
  amount_rial: Int8;
  commission_rial: Int8;
  items: ColumnType<unknown, string, string>;
}
export interface PaymentsTable {
  id: Serial;
  member_id: number;
  pay_date: Timestamp;
  price_rial: Int8;
  destination_masked: string;
  tracking_code: string;
  description: string;
}
export interface BankAccountsTable {
  member_id: number;
  iban: string;
  account_number: string;
  card_number: string;
  updated_at: Timestamp;
}

export type NotificationType = 'info' | 'error' | 'warning' | 'reward';
export interface NotificationsTable {
  id: Serial;
  member_id: number;
  type: NotificationType;
  message: string;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
  /** The operator's notification it was copied from (migrations/012), NULL for a member's own. */
  campaign_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Its rich form, the toast subset (migrations/014); NULL: plain text, shown as text. */
  message_html: ColumnType<string | null, string | null | undefined, string | null>;
}

export type CampaignAudience = 'all' | 'student' | 'teacher' | 'mobiles';
export interface NotificationCampaignsTable {
  id: Serial;
  type: NotificationType;
  message: string;
  audience: CampaignAudience;
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  edit_version: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  withdrawn_at: Timestamp | null;
  withdrawn_by: number | null;
  withdraw_reason: string | null;
  /** The message's rich form, the toast subset (migrations/014); NULL: written as plain text. */
  message_html: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface NotificationCampaignRecipientsTable {
  campaign_id: number;
  member_id: number;
}

export interface PagesTable {
  slug: string;
  type: 'header-menu' | 'footer';
  url: string;
  title: string;
  description: string;
  visible: boolean;
  sort: number;
  content_html: string;
  edit_version: Generated<number>;
  published_version: number | null;
}
export type PageVersionStatus = 'draft' | 'published' | 'superseded';
export interface PageVersionsTable {
  slug: string;
  version: number;
  status: PageVersionStatus;
  title: string;
  content_html: string;
  created_by: number | null;
  created_at: Timestamp;
  published_by: number | null;
  published_at: Timestamp | null;
}
export interface FaqItemsTable {
  id: Serial;
  question: string;
  /** Sanitised HTML (migrations/014; plain text before it). */
  answer: string;
  sort: number;
  edit_version: Generated<number>;
}
/** A list the operators edit as a whole (migrations/014): its edit version. */
export interface ContentListsTable {
  name: 'menus' | 'faq';
  edit_version: number;
}

export interface IdempotencyKeysTable {
  member_id: number;
  key: string;
  fingerprint: string;
  state: 'in_flight' | 'done';
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
  owner: string | null;
}
export interface ReviewDecisionsTable {
  id: Generated<number>;
  member_id: number;
  decision: 'approve' | 'reject';
  reviewer_member_id: number | null;
  decided_by: string;
  note: string | null;
  decided_at: Timestamp;
}
/** The identity provider's last good JWKS (migrations/006_identity_provider_outage.sql). */
export interface SigningKeySetsTable {
  issuer: string;
  jwks: ColumnType<unknown, string, string>;
  fetched_at: Timestamp;
}
/** Sessions the identity provider has ended, as the API heard them (the same migration). */
export interface RevokedSessionsTable {
  sid: string;
  seen_at: Timestamp;
}
export interface RateLimitHitsTable {
  key: string;
  window_started_at: Timestamp;
  hits: number;
}

/** Staff changes, append-only (migrations/008_staff_audit.sql); jsonb is written as JSON text. */
export interface AuditTrailTable {
  /** bigserial: pg returns text, PGlite a number; always read through `Number()`. */
  id: ColumnType<string | number, never, never>;
  at: GeneratedTimestamp;
  actor_member_id: number | null;
  actor_mobile: string;
  address: string;
  kind: string;
  subject: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  reason: string | null;
}

export interface DB {
  user_types: UserTypesTable;
  list_items: ListItemsTable;
  provinces: ProvincesTable;
  cities: CitiesTable;
  members: MembersTable;
  audit_trail: AuditTrailTable;
  points_ledger: PointsLedgerTable;
  discount_codes: DiscountCodesTable;
  images: ImagesTable;
  rewards: RewardsTable;
  reward_receipts: RewardReceiptsTable;
  reward_versions: RewardVersionsTable;
  reward_codes: RewardCodesTable;
  wheels: WheelsTable;
  wheel_prizes: WheelPrizesTable;
  wheel_tables: WheelTablesTable;
  wheel_prize_days: WheelPrizeDaysTable;
  wheel_spins: WheelSpinsTable;
  shop_orders: ShopOrdersTable;
  shop_events: ShopEventsTable;
  missions: MissionsTable;
  mission_grants: MissionGrantsTable;
  commission_codes: CommissionCodesTable;
  commission_orders: CommissionOrdersTable;
  payments: PaymentsTable;
  bank_accounts: BankAccountsTable;
  notifications: NotificationsTable;
  notification_campaigns: NotificationCampaignsTable;
  notification_campaign_recipients: NotificationCampaignRecipientsTable;
  pages: PagesTable;
  page_versions: PageVersionsTable;
  faq_items: FaqItemsTable;
  content_lists: ContentListsTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limit_hits: RateLimitHitsTable;
  review_decisions: ReviewDecisionsTable;
  signing_key_sets: SigningKeySetsTable;
  revoked_sessions: RevokedSessionsTable;
  point_adjustments: PointAdjustmentsTable;
}
