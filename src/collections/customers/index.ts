export { CustomerHistory } from './customer-history'
export { Customers } from './customers'
export { RefreshTokens } from './refresh-tokens'
export { SignInCodes } from './sign-in-codes'
