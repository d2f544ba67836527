export { NavMenuButton } from './components/nav-menu-button';
export { MobileNavDrawer } from './components/mobile-nav-drawer';
export { UserMenu } from './components/user-menu';
export { MAIN_LINKS, APP_FEATURE_LINKS, RESOURCE_LINKS } from './model/nav-links';
