// The thank-you card as an island: its progress bar counts up and the lead event fires in the browser.
export { ThankYou as default } from './ThankYou'
