/** The desktop registration form, by the spec's field names (spec 1 §3). */
export interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  /** Currency code (BDT, INR, PKR); the spec's ids are BDT 8, INR 7, PKR 17 (CURRENCY_IDS). */
  currencyType: string;
  friendReferCode: string;
  realName: string;
  /** Digits only: 880, 91, 92. */
  callingCode: string;
  phoneNumber: string;
  email: string;
  captcha: string;
  ageCheck: boolean;
}

export const STEP1_FIELDS: readonly (keyof RegisterValues)[] = ['username', 'password', 'confirmPassword', 'currencyType', 'friendReferCode'];
export const STEP2_FIELDS: readonly (keyof RegisterValues)[] = ['realName', 'callingCode', 'phoneNumber', 'email', 'captcha', 'ageCheck'];
