export { AnnouncementsManager } from './components/announcements-manager';
