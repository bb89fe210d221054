import { CART_LINE_MAX_QUANTITY } from '../../cart/cart-api.schema';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  CITY_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  FIRST_NAME_MAX_LENGTH,
  FIRST_NAME_MIN_LENGTH,
  FREE_TEXT_MAX_LENGTH,
  IMAGE_MAX_KB,
  LAST_NAME_MAX_LENGTH,
  LAST_NAME_MIN_LENGTH,
  MIN_REGISTRATION_AGE,
  NATIONALITY_MAX_LENGTH,
  NATIONALITY_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  REVIEW_MESSAGE_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
  ZIP_CODE_MAX_LENGTH,
  ZIP_CODE_MIN_LENGTH,
} from '../../constants/field-limits';
import type { ErrorCode } from '../../errors/error-codes';

/**
 * English texts, the reference catalogue: its keys define `MessageKey`, and fr/de must have exactly the same.
 * Keys are flat strings: `validation.<field>.<rule>` (spec §5), `errors.<CODE>` (spec §8 and the API's error
 * shape), `notices.<name>` (spec §8 information and success texts), `orders.status.<STATUS>` (spec §3),
 * `email.<name>` (the emails of spec §4, with `{name}`-style placeholders the API fills in).
 * Numbers come from the constants so that a limit changes in one place.
 */
export const en = {
  'validation.invalid': 'This value is not valid.',

  'validation.firstName.required': 'First name is required.',
  'validation.firstName.leadingSpace': 'First name cannot start with a space.',
  'validation.firstName.doubleSpace': 'First name cannot contain two spaces in a row.',
  'validation.firstName.length': `First name must be ${FIRST_NAME_MIN_LENGTH} to ${FIRST_NAME_MAX_LENGTH} characters long.`,

  'validation.lastName.required': 'Last name is required.',
  'validation.lastName.leadingSpace': 'Last name cannot start with a space.',
  'validation.lastName.doubleSpace': 'Last name cannot contain two spaces in a row.',
  'validation.lastName.length': `Last name must be ${LAST_NAME_MIN_LENGTH} to ${LAST_NAME_MAX_LENGTH} characters long.`,

  'validation.password.required': 'Password is required.',
  'validation.password.noSpaces': 'Password cannot contain spaces.',
  'validation.password.length': `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`,
  'validation.password.mismatch': 'Passwords do not match.',
  'validation.passwordConfirmation.required': 'Please confirm your password.',

  'validation.email.required': 'Email is required',
  'validation.email.invalid': 'Please enter a valid email, like name@example.com.',
  'validation.email.maxLength': `Email can be at most ${EMAIL_MAX_LENGTH} characters long.`,

  'validation.dateOfBirth.required': 'Date of birth is required.',
  'validation.dateOfBirth.format': 'Please enter the date as dd/mm/yyyy.',
  'validation.dateOfBirth.future': 'The date cannot be in the future.',
  'validation.dateOfBirth.invalid': 'This date does not exist.',
  'validation.dateOfBirth.tooYoung': `You can join us from ${MIN_REGISTRATION_AGE} years`,

  'validation.city.required': 'City is required.',
  'validation.city.lettersOnly': 'City can contain only letters and spaces.',
  'validation.city.leadingSpace': 'City cannot start with a space.',
  'validation.city.doubleSpace': 'City cannot contain two spaces in a row.',
  'validation.city.length': `City must be ${CITY_MIN_LENGTH} to ${CITY_MAX_LENGTH} characters long.`,

  'validation.nationality.lettersOnly': 'Nationality can contain only letters.',
  'validation.nationality.length': `Nationality must be ${NATIONALITY_MIN_LENGTH} to ${NATIONALITY_MAX_LENGTH} characters long.`,

  'validation.phoneNumber.required': 'Phone number is required.',
  'validation.phoneNumber.digitsOnly': 'Phone number can contain only digits.',
  'validation.phoneNumber.leadingSpace': 'Phone number cannot start with a space.',
  'validation.phoneNumber.doubleSpace': 'Phone number cannot contain two spaces in a row.',
  'validation.phoneNumber.length': `Phone number must have ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits.`,
  'validation.phoneNumber.tooShort': 'Phone number is too short.',
  'validation.phoneNumber.tooLong': 'Phone number is too long for this country code.',

  'validation.zipCode.required': 'ZIP code is required.',
  'validation.zipCode.length': `ZIP code must be ${ZIP_CODE_MIN_LENGTH} to ${ZIP_CODE_MAX_LENGTH} characters long.`,
  'validation.zipCode.leadingSpace': 'ZIP code cannot start with a space.',
  'validation.zipCode.doubleSpace': 'ZIP code cannot contain two spaces in a row.',

  'validation.address.required': 'Address is required.',
  'validation.address.maxLength': `Address can be at most ${ADDRESS_MAX_LENGTH} characters long.`,
  'validation.address.leadingSpace': 'Address cannot start with a space.',
  'validation.address.doubleSpace': 'Address cannot contain two spaces in a row.',

  'validation.country.required': 'Please select a country.',
  'validation.dialCode.required': 'Please select a country code.',
  'validation.time.required': 'Please select a time.',
  'validation.terms.required': 'Please accept the terms of use and the privacy policy.',
  'validation.gender.required': 'Please select a gender.',
  'validation.deliveryType.required': 'Please choose delivery or pick-up.',

  'validation.profileImage.format': 'Please choose a PNG or JPG image.',
  'validation.profileImage.tooBig': `The image is too big. The maximum is ${IMAGE_MAX_KB} kB.`,
  'validation.profileImage.required': 'Please choose an image.',

  'validation.review.ratingRequired': 'Please, rate our product',
  'validation.review.messageMaxLength': `Your review can be at most ${REVIEW_MESSAGE_MAX_LENGTH} characters long.`,

  'validation.subject.required': 'Subject is required.',
  'validation.subject.maxLength': `Subject can be at most ${SUBJECT_MAX_LENGTH} characters long.`,
  'validation.message.required': 'Message is required.',
  'validation.message.maxLength': `Message can be at most ${FREE_TEXT_MAX_LENGTH} characters long.`,

  'validation.question.required': 'This question is required',
  'validation.dataProcessingConsent.required': 'You have to agree to process your data',

  'validation.cardNumber.required': 'Card number is required.',
  'validation.cardNumber.invalid': 'Your card number is invalid.',
  'validation.cardNumber.incomplete': 'Your card number is incomplete.',
  'validation.cardExpiry.required': 'Expiry date is required.',
  'validation.cardExpiry.invalid': 'Please enter the expiry date as MM/YY.',
  'validation.cardExpiry.past': "Your card's expiry date is in the past.",
  'validation.cardSecurityCode.required': 'Security code is required.',
  'validation.cardSecurityCode.invalid': 'Your security code is invalid.',
  'validation.cardSecurityCode.incomplete': "Your card's security code is incomplete.",

  'validation.coupon.required': 'Please enter a coupon code.',
  'validation.coupon.invalid': 'This coupon code is invalid.',

  'validation.quantity.max': `You can order at most ${CART_LINE_MAX_QUANTITY} units of one item.`,
  'validation.attachTo.invalid': 'A service can only be added to a bike in your cart.',

  'validation.delivery.dateRequired': 'Please select a day.',
  'validation.delivery.timeWindowRequired': 'Please select a delivery time window.',
  'validation.delivery.dayUnavailable': 'We are not available on this day. Please choose another day.',
  'validation.delivery.noTimeSlots': 'There are no time slots for this day.',

  'validation.verificationCode.required': 'Verification code is required.',
  'validation.verificationCode.format': `The verification code has ${VERIFICATION_CODE_LENGTH} digits.`,

  'validation.weightEstimate.required': 'Please enter your weight estimate.',
  'validation.weightEstimate.invalid': 'Please enter the weight as a number of kilograms.',
  'validation.weightEstimate.positive': 'The weight must be more than 0 kg.',
  'validation.contestRules.required': 'Please accept the contest rules.',

  'errors.VALIDATION_FAILED': 'Some fields are not valid.',
  'errors.INVALID_DATA': 'Invalid data',
  'errors.UNAUTHORIZED': 'Please log in to continue.',
  'errors.FORBIDDEN': 'You are not allowed to do this.',
  'errors.NOT_FOUND': 'We could not find what you are looking for.',
  'errors.ROUTE_NOT_FOUND': 'This page does not exist.',
  'errors.PRODUCT_NOT_FOUND': 'This product does not exist.',
  'errors.RATE_LIMITED': 'Too many attempts. Please wait a moment and try again.',
  'errors.INTERNAL': 'Something went wrong. Please try again.',
  'errors.SERVICE_UNAVAILABLE': 'This service is not available right now. Please try again later.',
  'errors.USER_EXISTS': 'This user already exists',
  'errors.INVALID_CREDENTIALS': 'Invalid email or password.',
  'errors.VERIFICATION_CODE_INCORRECT': 'The verification code is incorrect.',
  'errors.EMAIL_NOT_CONFIRMED': 'Please confirm your email first. We can send you the code again.',
  'errors.VERIFICATION_CODE_EXPIRED': 'This code has expired or was used too often. Please ask for a new one.',
  'errors.RESEND_TOO_SOON': 'Please wait a minute before asking for another email.',
  'errors.NO_USER_WITH_EMAIL': 'There is no user with this email.',
  'errors.PASSWORD_NOT_RECOGNISED': 'We do not recognise this password.',
  'errors.PAYMENT_PROCESSING_ERROR': 'There was an error processing your payment. Please try again.',
  'errors.PAYMENT_REFUSED': 'Your payment was refused. Please try another card or payment method.',
  'errors.CARD_NUMBER_INVALID': 'Your card number is invalid.',
  'errors.CARD_NUMBER_INCOMPLETE': 'Your card number is incomplete.',
  'errors.CARD_EXPIRY_PAST': "Your card's expiry date is in the past.",
  'errors.CARD_SECURITY_CODE_INCOMPLETE': "Your card's security code is incomplete.",
  'errors.OUT_OF_STOCK': 'Sorry, there are not enough units left of this product.',
  'errors.COUPON_INVALID': 'This coupon code is invalid.',
  'errors.COUPON_EXPIRED': 'This coupon has expired.',
  'errors.COUPON_NOT_FOUND': 'This coupon does not exist.',
  'errors.DELIVERY_WINDOW_REQUIRED': 'Please select a delivery time window.',
  'errors.DAY_UNAVAILABLE': 'We are not available today. Please choose another day.',
  'errors.NO_TIME_SLOTS': 'There are no time slots for this day.',
  'errors.RATING_REQUIRED': 'Please, rate our product',
  'errors.IMAGE_TOO_BIG': `The image is too big. The maximum is ${IMAGE_MAX_KB} kB.`,
  'errors.IMAGE_WRONG_FORMAT': 'Please choose a PNG or JPG image.',
  'errors.GET_USER_FAILED': 'We could not load your profile.',
  'errors.UPDATE_USER_FAILED': 'We could not save your profile.',
  'errors.SAVE_IMAGE_FAILED': 'We could not save your image.',
  'errors.GET_BLOG_POSTS_FAILED': 'We could not load the blog posts.',
  'errors.GET_HOME_PAGE_FAILED': 'We could not load the home page.',
  'errors.CONFIGURATOR_UNAVAILABLE':
    'The configurator is not available right now. Please try again later or order a basic configuration.',
  'errors.CONFIGURATION_NOT_PREBUILT':
    'This configuration is not available pre-built. Please use the Personalise button.',
  'errors.EMAIL_ALREADY_EXISTS': 'Email already exists!',
  'errors.FORM_SUBMISSION_FAILED': 'Form submission failed!',
  'errors.EMAIL_ALREADY_CONFIRMED': 'Your email is already confirmed. You can log in.',

  // Emails (spec §4): {name}, {brand}, {minutes} are filled in by the API.
  'email.greeting': 'Hello {name},',
  'email.confirm.subject': 'Confirm your email for {brand}',
  'email.confirm.intro': 'Welcome to {brand}! Enter this code to confirm your email address:',
  'email.confirm.button': 'Confirm my email',
  'email.confirm.linkIntro': 'Or open this link to confirm it:',
  'email.login.subject': 'Your {brand} login code',
  'email.login.intro': 'Enter this code to log in to {brand}:',
  'email.resetPassword.subject': 'Reset your {brand} password',
  'email.resetPassword.intro': 'Enter this code to choose a new password for {brand}:',
  'email.codeValidity': 'The code is valid for {minutes} minutes and can be used once.',
  'email.ignore': 'If you did not ask for this, you can ignore this email.',
  'email.signature': 'The {brand} team',

  'notices.nonStandardZip':
    'We do not deliver to this ZIP code as standard. You can continue: a sales manager will call you.',
  'notices.noResults': 'No results found.',
  'notices.noReviews': 'No reviews yet.',
  'notices.reviewPending': 'Thank you! Your review will be published soon.',
  'notices.verificationEmailResent': 'We have sent the verification email again.',
  'notices.orderSent': 'Your order has been sent.',
  'notices.contestEntrySubmitted': 'Your entry has been submitted. Good luck!',
  'notices.newsletterSubscribed': 'You are subscribed. Please check your inbox to confirm.',

  'orders.status.RECEIVED': 'Received',
  'orders.status.DELIVERED': 'Delivered',
  'orders.status.CANCELED': 'Cancelled',
  'orders.status.AWAITING_DISPATCH': 'Awaiting dispatch',
  'orders.status.ORDER_BEING_PROCESS': 'Being processed',
  'orders.status.READY_FOR_PICK_UP': 'Ready for pick-up',
  'orders.status.SHIPPED': 'Shipped',
  'orders.status.PAYMENT_FAILED': 'Payment failed',
  'orders.status.PAYMENT_SENT': 'Payment sent',
} as const satisfies Record<string, string> & Record<`errors.${ErrorCode}`, string>;

export type MessageKey = keyof typeof en;
export type MessageCatalogue = Readonly<Record<MessageKey, string>>;
