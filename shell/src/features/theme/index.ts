export { AppThemeProvider, useThemeChoice } from './components/app-theme-provider';
