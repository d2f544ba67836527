export {
  ContactMessagesPanel,
  type ContactMessagesPanelProps,
} from './components/contact-messages-panel';
