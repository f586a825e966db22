import CssBaseline from '@mui/material/CssBaseline';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, type ReactNode, Suspense } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { ROLES_FOR } from '../universal/staff-roles';
import { ToastProvider } from '../browser-kit/ui/ToastProvider';
import { RequireRole, RequireStaff } from './auth/guards';
import { AdminLocaleProvider, type AdminLocaleProviderProps } from './i18n/AdminLocaleProvider';
import { AdminLayout } from './layout/AdminLayout';
import { CrashBoundary } from './CrashScreen';
import type { AdminStore } from './store';

// Each screen is its own chunk: the sign-in page does not wait for the data grid.
const SignInPage = lazy(() => import(/* webpackChunkName: "sign-in" */ './auth/SignInPage'));
const SetPasswordPage = lazy(() => import(/* webpackChunkName: "set-password" */ './auth/SetPasswordPage'));
const DashboardPage = lazy(() => import(/* webpackChunkName: "dashboard" */ './dashboard/DashboardPage'));
const ProductsPage = lazy(() => import(/* webpackChunkName: "products" */ './products/ProductsPage'));
const ProductEditorPage = lazy(() => import(/* webpackChunkName: "product" */ './products/ProductEditorPage'));
const StockCountPage = lazy(() => import(/* webpackChunkName: "stock-count" */ './products/StockCountPage'));
const ProductImportPage = lazy(() => import(/* webpackChunkName: "product-import" */ './products/ProductImportPage'));
const OrdersPage = lazy(() => import(/* webpackChunkName: "orders" */ './orders/OrdersPage'));
const OrderPage = lazy(() => import(/* webpackChunkName: "order" */ './orders/OrderPage'));
const ReturnsPage = lazy(() => import(/* webpackChunkName: "returns" */ './returns/ReturnsPage'));
const ReturnPage = lazy(() => import(/* webpackChunkName: "return" */ './returns/ReturnPage'));
const CustomersPage = lazy(() => import(/* webpackChunkName: "customers" */ './customers/CustomersPage'));
const CustomerPage = lazy(() => import(/* webpackChunkName: "customer" */ './customers/CustomerPage'));
const ReviewsPage = lazy(() => import(/* webpackChunkName: "reviews" */ './reviews/ReviewsPage'));
const SynonymsPage = lazy(() => import(/* webpackChunkName: "synonyms" */ './synonyms/SynonymsPage'));
const CategoriesPage = lazy(() => import(/* webpackChunkName: "categories" */ './categories/CategoriesPage'));
const PromotionsPage = lazy(() => import(/* webpackChunkName: "promotions" */ './promotions/PromotionsPage'));
const ReportsPage = lazy(() => import(/* webpackChunkName: "reports" */ './reports/ReportsPage'));
const AuditPage = lazy(() => import(/* webpackChunkName: "audit" */ './audit/AuditPage'));
const SettingsPage = lazy(() => import(/* webpackChunkName: "settings" */ './settings/SettingsPage'));
const DeliveryTermsPage = lazy(
  () => import(/* webpackChunkName: "delivery-terms" */ './delivery-terms/DeliveryTermsPage'),
);
const MailWordsPage = lazy(() => import(/* webpackChunkName: "mail-words" */ './mail-words/MailWordsPage'));
const StaffPage = lazy(() => import(/* webpackChunkName: "staff" */ './staff/StaffPage'));
const AccountPage = lazy(() => import(/* webpackChunkName: "account" */ './account/AccountPage'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage'));

export interface AdminProvidersProps extends Omit<AdminLocaleProviderProps, 'children'> {
  store: AdminStore;
  children: ReactNode;
}

/** Store, language (texts, direction, theme) and the shop's toasts, around the router the caller gives. */
export function AdminProviders({ store, children, ...locale }: AdminProvidersProps) {
  return (
    <Provider store={store}>
      <AdminLocaleProvider {...locale}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </AdminLocaleProvider>
    </Provider>
  );
}

/**
 * The console's routes, under /admin (the router's basename). Sign-in and the set-password link are
 * open; the rest is behind RequireStaff, and the owners' sections behind their roles too (the server
 * refuses the others' calls whatever the page shows). A screen that throws shows the crash screen, in the
 * layout's frame (CrashBoundary there) or, failing outside it, alone.
 */
export function AdminRoutes() {
  return (
    <CrashBoundary alone>
      <Suspense fallback={<LinearProgress />}>
        <Routes>
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="/set-password/:token" element={<SetPasswordPage />} />
          <Route
            element={
              <RequireStaff>
                <AdminLayout />
              </RequireStaff>
            }
          >
            <Route index element={<DashboardPage />} />
            <Route
              path="products"
              element={
                <RequireRole roles={ROLES_FOR.products}>
                  <ProductsPage />
                </RequireRole>
              }
            />
            <Route
              path="products/new"
              element={
                <RequireRole roles={ROLES_FOR.catalogue}>
                  <ProductEditorPage />
                </RequireRole>
              }
            />
            <Route
              path="products/stock"
              element={
                <RequireRole roles={ROLES_FOR.catalogue}>
                  <StockCountPage />
                </RequireRole>
              }
            />
            <Route
              path="products/import"
              element={
                <RequireRole roles={ROLES_FOR.catalogue}>
                  <ProductImportPage />
                </RequireRole>
              }
            />
            <Route
              path="products/:id"
              element={
                <RequireRole roles={ROLES_FOR.products}>
                  <ProductEditorPage />
                </RequireRole>
              }
            />
            <Route
              path="orders"
              element={
                <RequireRole roles={ROLES_FOR.orders}>
                  <OrdersPage />
                </RequireRole>
              }
            />
            <Route
              path="orders/:id"
              element={
                <RequireRole roles={ROLES_FOR.orders}>
                  <OrderPage />
                </RequireRole>
              }
            />
            <Route
              path="returns"
              element={
                <RequireRole roles={ROLES_FOR.returns}>
                  <ReturnsPage />
                </RequireRole>
              }
            />
            <Route
              path="returns/:id"
              element={
                <RequireRole roles={ROLES_FOR.returns}>
                  <ReturnPage />
                </RequireRole>
              }
            />
            <Route
              path="customers"
              element={
                <RequireRole roles={ROLES_FOR.customers}>
                  <CustomersPage />
                </RequireRole>
              }
            />
            <Route
              path="customers/:id"
              element={
                <RequireRole roles={ROLES_FOR.customers}>
                  <CustomerPage />
                </RequireRole>
              }
            />
            <Route
              path="reviews"
              element={
                <RequireRole roles={ROLES_FOR.reviews}>
                  <ReviewsPage />
                </RequireRole>
              }
            />
            <Route
              path="promotions"
              element={
                <RequireRole roles={ROLES_FOR.promotions}>
                  <PromotionsPage />
                </RequireRole>
              }
            />
            <Route
              path="search-synonyms"
              element={
                <RequireRole roles={ROLES_FOR.catalogue}>
                  <SynonymsPage />
                </RequireRole>
              }
            />
            <Route
              path="categories"
              element={
                <RequireRole roles={ROLES_FOR.catalogue}>
                  <CategoriesPage />
                </RequireRole>
              }
            />
            <Route
              path="reports"
              element={
                <RequireRole roles={ROLES_FOR.reports}>
                  <ReportsPage />
                </RequireRole>
              }
            />
            <Route
              path="audit"
              element={
                <RequireRole roles={ROLES_FOR.audit}>
                  <AuditPage />
                </RequireRole>
              }
            />
            <Route
              path="delivery-terms"
              element={
                <RequireRole roles={ROLES_FOR.deliveryTerms}>
                  <DeliveryTermsPage />
                </RequireRole>
              }
            />
            <Route
              path="settings"
              element={
                <RequireRole roles={ROLES_FOR.settings}>
                  <SettingsPage />
                </RequireRole>
              }
            />
            <Route
              path="mail-words"
              element={
                <RequireRole roles={ROLES_FOR.settings}>
                  <MailWordsPage />
                </RequireRole>
              }
            />
            <Route
              path="staff"
              element={
                <RequireRole roles={ROLES_FOR.staff}>
                  <StaffPage />
                </RequireRole>
              }
            />
            <Route path="account" element={<AccountPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </CrashBoundary>
  );
}
