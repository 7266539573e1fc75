/**
 * The one error catalogue. Codes are stable strings clients may branch on; the HTTP status travels
 * with them; `key` names the message, translated on the server into the request's language.
 */
export const ERRORS = {
  OK: { status: 200, key: 'ok' },
  VALIDATION: { status: 400, key: 'validation' },
  BAD_REQUEST: { status: 400, key: 'badRequest' },
  NOT_LOGGED_IN: { status: 401, key: 'notLoggedIn' },
  FORBIDDEN: { status: 403, key: 'forbidden' },
  NOT_FOUND: { status: 404, key: 'notFound' },
  METHOD_NOT_ALLOWED: { status: 405, key: 'methodNotAllowed' },
  PAYLOAD_TOO_LARGE: { status: 413, key: 'payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  TOO_MANY_REQUESTS: { status: 429, key: 'tooManyRequests' },
  CAPTCHA_INVALID: { status: 400, key: 'captchaInvalid' },
  CAPTCHA_REQUIRED: { status: 400, key: 'captchaRequired' },
  // Anti-bot: the proof-of-work field missing, or not a live, unused, correct solution
  ANTI_BOT_REQUIRED: { status: 400, key: 'antiBotRequired' },
  ANTI_BOT_INVALID: { status: 400, key: 'antiBotInvalid' },
  // Per-IP, per-route request limits (Retry-After says when), and the brand's registrations per IP per hour
  RATE_LIMITED: { status: 429, key: 'rateLimited' },
  REGISTER_IP_CAP: { status: 429, key: 'registerIpCap' },
  CONFIRM_MISMATCH: { status: 400, key: 'confirmMismatch' },
  TERMS_REQUIRED: { status: 400, key: 'termsRequired' },
  AGE_REQUIRED: { status: 400, key: 'ageRequired' },
  USERNAME_TAKEN: { status: 409, key: 'usernameTaken' },
  LOGIN_FAILED: { status: 401, key: 'loginFailed' },
  NOT_MEMBER: { status: 403, key: 'notMember' },
  NOT_AGENT: { status: 403, key: 'notAgent' },
  // Agents: a member named by an agent call that is not in the caller's downline (or another brand's)
  NOT_IN_DOWNLINE: { status: 403, key: 'notInDownline' },
  // Agents (contracts): a request already answered, or a contract no longer in force
  CONTRACT_STATE: { status: 409, key: 'contractState' },
  // Agents (transfers and affiliate applications)
  NO_UPLINE: { status: 400, key: 'noUpline' },
  ALREADY_AGENT: { status: 409, key: 'alreadyAgent' },
  AFFILIATE_APPLICATION_OPEN: { status: 409, key: 'affiliateApplicationOpen' },
  AFFILIATE_APPLICATION_STATE: { status: 409, key: 'affiliateApplicationState' },
  TRIAL_FORBIDDEN: { status: 403, key: 'needTrueAccount' },
  LOGIN_LOCKED: { status: 429, key: 'loginLocked' },
  VERIFICATION_REQUIRED: { status: 403, key: 'verificationRequired' },
  VERIFICATION_FAILED: { status: 400, key: 'verificationFailed' },
  MOBILE_INVALID: { status: 400, key: 'mobileInvalid' },
  MOBILE_REQUIRED: { status: 400, key: 'mobileRequired' },
  MOBILE_TAKEN: { status: 409, key: 'mobileTaken' },
  SMS_CODE_INVALID: { status: 400, key: 'smsCodeInvalid' },
  SMS_CODE_EXPIRED: { status: 400, key: 'smsCodeExpired' },
  SMS_LOCKED: { status: 429, key: 'smsLocked' },
  SMS_QUOTA: { status: 429, key: 'smsQuota' },
  SMS_DISABLED: { status: 403, key: 'smsDisabled' },
  SMS_SEND_FAILED: { status: 502, key: 'smsSendFailed' },
  FEATURE_DISABLED: { status: 403, key: 'featureDisabled' },
  AFFILIATE_INVALID: { status: 400, key: 'affiliateInvalid' },
  ACCOUNT_NOT_FOUND: { status: 404, key: 'accountNotFound' },
  PASSWORD_WRONG: { status: 400, key: 'passwordWrong' },
  RESET_LINK_INVALID: { status: 400, key: 'resetLinkInvalid' },
  // Security center: an email binding link unknown, used or expired
  BIND_LINK_INVALID: { status: 400, key: 'bindLinkInvalid' },
  ENCRYPTION_REQUIRED: { status: 400, key: 'encryptionRequired' },
  KEY_UNKNOWN: { status: 400, key: 'keyUnknown' },
  SEALED_INVALID: { status: 400, key: 'sealedInvalid' },
  MAINTENANCE: { status: 503, key: 'maintenance' },
  REGION_RESTRICTED: { status: 451, key: 'regionRestricted' },
  NOT_READY: { status: 503, key: 'notReady' },
  /** Every database connection stayed taken for the pool's wait (platform/db/client.ts): try again. */
  BUSY: { status: 503, key: 'busy' },
  // Money (ledger core)
  INSUFFICIENT_FUNDS: { status: 400, key: 'insufficientFunds' },
  IDEMPOTENCY_CONFLICT: { status: 409, key: 'idempotencyConflict' },
  // Money (uploads: OPS); spec §8 wording
  UPLOAD_TOO_MANY: { status: 400, key: 'uploadTooMany' },
  UPLOAD_TOO_LARGE: { status: 400, key: 'uploadTooLarge' },
  UPLOAD_TYPE: { status: 400, key: 'uploadType' },
  // Money (deposits: DEP)
  DEPOSIT_STATE: { status: 409, key: 'depositState' },
  DEPOSIT_AMOUNT_MISMATCH: { status: 400, key: 'depositAmountMismatch' },
  GATEWAY_SIGNATURE: { status: 401, key: 'gatewaySignature' },
  GATEWAY_UNAVAILABLE: { status: 502, key: 'gatewayUnavailable' },
  // Money (withdrawals: WD)
  TURNOVER_NOT_MET: { status: 400, key: 'turnoverNotMet' },
  PAYMENT_PASSWORD_REQUIRED: { status: 400, key: 'paymentPasswordRequired' },
  PAYMENT_PASSWORD_WRONG: { status: 400, key: 'paymentPasswordWrong' },
  PAYMENT_PASSWORD_LOCKED: { status: 429, key: 'paymentPasswordLocked' },
  PAYMENT_PASSWORD_EXISTS: { status: 409, key: 'paymentPasswordExists' },
  PAYOUT_ACCOUNT_LIMIT: { status: 400, key: 'payoutAccountLimit' },
  PAYOUT_ACCOUNT_EXISTS: { status: 409, key: 'payoutAccountExists' },
  PAYEE_NAME_MISMATCH: { status: 400, key: 'payeeNameMismatch' },
  WITHDRAWAL_STATE: { status: 409, key: 'withdrawalState' },
  WITHDRAWAL_NOT_CANCELLABLE: { status: 409, key: 'withdrawalNotCancellable' },
  // Games (provider wallet API)
  PROVIDER_SIGNATURE_INVALID: { status: 401, key: 'providerSignatureInvalid' },
  PROVIDER_VENDOR_NOT_SEAMLESS: { status: 403, key: 'providerVendorNotSeamless' },
  PROVIDER_TOKEN_EXPIRED: { status: 401, key: 'providerTokenExpired' },
  PROVIDER_INSUFFICIENT_FUNDS: { status: 400, key: 'providerInsufficientFunds' },
  PROVIDER_DUPLICATE_MISMATCH: { status: 409, key: 'providerDuplicateMismatch' },
  PROVIDER_UNKNOWN_GAME: { status: 400, key: 'providerUnknownGame' },
  PROVIDER_PLAYER_DISABLED: { status: 403, key: 'providerPlayerDisabled' },
  PROVIDER_PLAYER_UNKNOWN: { status: 404, key: 'providerPlayerUnknown' },
  PROVIDER_BET_ROLLED_BACK: { status: 409, key: 'providerBetRolledBack' },
  PROVIDER_ROUND_CLOSED: { status: 409, key: 'providerRoundClosed' },
  PROVIDER_ROUND_UNKNOWN: { status: 404, key: 'providerRoundUnknown' },
  PROVIDER_LIMIT_EXCEEDED: { status: 403, key: 'providerLimitExceeded' },
  PROVIDER_PLAYER_EXCLUDED: { status: 403, key: 'providerPlayerExcluded' },
  // Responsible gaming (limits, time-out, self-exclusion)
  RG_EXCLUDED: { status: 403, key: 'rgExcluded' },
  RG_TIMEOUT: { status: 403, key: 'rgTimeout' },
  RG_DEPOSIT_LIMIT: { status: 403, key: 'rgDepositLimit' },
  /** An operator may lift a time-out early, never a self-exclusion. */
  RG_EXCLUSION_LOCKED: { status: 409, key: 'rgExclusionLocked' },
  RG_NOT_BLOCKED: { status: 409, key: 'rgNotBlocked' },
  GAME_NOT_FOUND: { status: 404, key: 'gameNotFound' },
  // Live support chat: a message with neither text nor image; a closed conversation written to
  CHAT_EMPTY: { status: 400, key: 'chatEmpty' },
  CHAT_CLOSED: { status: 409, key: 'chatClosed' },
  // Content (beginner guide, blog, news): no published article of that kind under that slug; a slug already used
  ARTICLE_NOT_FOUND: { status: 404, key: 'articleNotFound' },
  ARTICLE_SLUG_TAKEN: { status: 409, key: 'articleSlugTaken' },
  // Feedback (spec §3, §8): the required fields left empty, listed, followed by 'is empty'
  FEEDBACK_EMPTY: { status: 400, key: 'feedbackEmpty' },
  // Access (operators): a role without the route's permission; a login ticket unknown, expired, used or out of
  // tries; a wrong or already used authenticator code; an owner changing their own role or status
  OPERATOR_FORBIDDEN: { status: 403, key: 'operatorForbidden' },
  OPERATOR_TICKET_INVALID: { status: 400, key: 'operatorTicketInvalid' },
  OPERATOR_CODE_WRONG: { status: 400, key: 'operatorCodeWrong' },
  OPERATOR_SELF: { status: 409, key: 'operatorSelf' },
  // Back office (members): the account is already in the state an action would put it in
  MEMBER_STATE: { status: 409, key: 'memberState' },
  INTERNAL: { status: 500, key: 'unknown' },
} as const;

export type ErrorCode = keyof typeof ERRORS;
export type MessageKey = (typeof ERRORS)[ErrorCode]['key'];

/** Rule names reported for a bad field, so clients can pick their own wording if they want. */
export type FieldRule =
  | 'required'
  | 'type'
  | 'format'
  | 'pattern'
  | 'minLength'
  | 'maxLength'
  | 'min'
  | 'max'
  | 'enum'
  | 'unknown';

export type FieldError = { field: string; rule: FieldRule | string; message: string };
