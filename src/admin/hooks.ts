import { useDispatch, useSelector } from 'react-redux';
import type { AdminDispatch, AdminState } from './store';

export const useAdminDispatch = useDispatch.withTypes<AdminDispatch>();
export const useAdminSelector = useSelector.withTypes<AdminState>();
