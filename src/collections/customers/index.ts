export { CustomerPictures } from './customer-pictures'
export { Customers } from './customers'
export { RefreshTokens } from './refresh-tokens'
export { SignInCodes } from './sign-in-codes'
