// The outbox feature's components that routes and other features may render.
export { OutboxList, OutboxPages } from './OutboxList';
