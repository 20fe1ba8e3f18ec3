export { SettingsPage } from '@client/features/account/settings-page';
