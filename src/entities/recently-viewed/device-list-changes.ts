import { mergeViewed, type ViewedProduct } from '../../universal/recently-viewed';
import { DEVICE_LIST_KEY, deviceList, deviceStorage } from './device-list';

const listeners = new Set<() => void>();

function write(list: readonly ViewedProduct[]): void {
  try {
    if (list.length > 0) deviceStorage()?.setItem(DEVICE_LIST_KEY, JSON.stringify(list));
    else deviceStorage()?.removeItem(DEVICE_LIST_KEY);
  } catch {
    // Storage full or refused: the device keeps what it had.
  }
  listeners.forEach((listener) => listener());
}

/** A product page opened on the device: at the front of the list, once, the oldest leaving a full list. */
export function viewOnDevice(productId: string, now = new Date()): void {
  write(mergeViewed([{ productId, viewedAt: now.toISOString() }], deviceList()));
}

export function clearDeviceList(): void {
  write([]);
}

/** Calls `listener` when the device's list changes, in this tab or another. Answers the function that stops. */
export function subscribeDeviceList(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEVICE_LIST_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
