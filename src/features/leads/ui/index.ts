// The leads feature's components that routes and other features may render.
export { AddLeadPage } from './add-lead/AddLeadPage';
export { BookingForm } from './booking/BookingForm';
export { ContactForm } from './contact/ContactForm';
export { ContactFormSlot } from './contact/ContactFormSlot';
export { Dashboard } from './list/Dashboard';
export { NewsletterSlot } from './newsletter/NewsletterSlot';
export { LeadPage } from './page/LeadPage';
export { EstimateQuoteForm } from './quote/EstimateQuoteForm';
export { QuoteFormOnDemand } from './quote/QuoteFormOnDemand';
export { QuotePopup } from './quote/QuotePopup';
