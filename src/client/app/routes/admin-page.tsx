export { AdminDashboardPage as AdminPage } from '@client/features/admin/admin-dashboard-page';
