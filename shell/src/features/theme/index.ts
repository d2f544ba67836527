export { AppThemeProvider, useThemeChoice } from './components/app-theme-provider';
export { ThemePicker } from './components/theme-picker';
export { AppLogo } from './components/app-logo';
export { ThemeRadioList } from './components/theme-radio-list';
