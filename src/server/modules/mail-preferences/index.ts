// The face of the marketing mails' choices (issue 53 §6, decision 0117): what other modules may use.
export { mailChoices, type MailChoices } from './choices';
export {
  enqueueMarketingMail,
  type MarketingMail,
  marketingMailBody,
  type MarketingMailBody,
  type MarketingSender,
  ONE_CLICK,
} from './marketing-mail';
