import { MAX_RECENTLY_VIEWED } from '../../universal/recently-viewed';
import { DEVICE_LIST_KEY, deviceList } from './device-list';
import { clearDeviceList, subscribeDeviceList, viewOnDevice } from './device-list-changes';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 12, minute));
const ids = () => deviceList().map((view) => view.productId);

beforeEach(() => window.localStorage.clear());

test('keeps each product viewed on the device, newest first, with the time of the view', () => {
  viewOnDevice('4', at(1));
  viewOnDevice('9', at(2));
  expect(deviceList()).toEqual([
    { productId: '9', viewedAt: at(2).toISOString() },
    { productId: '4', viewedAt: at(1).toISOString() },
  ]);
  expect(JSON.parse(window.localStorage.getItem(DEVICE_LIST_KEY) ?? '')).toEqual(deviceList());
});

test('keeps a product once: viewing it again moves it to the front', () => {
  ['1', '2', '3', '1'].forEach((id, minute) => viewOnDevice(id, at(minute)));
  expect(ids()).toEqual(['1', '3', '2']);
});

test(`keeps the newest ${MAX_RECENTLY_VIEWED}`, () => {
  const viewed = Array.from({ length: MAX_RECENTLY_VIEWED + 3 }, (_, index) => String(index + 1));
  viewed.forEach((id, minute) => viewOnDevice(id, at(minute)));
  expect(ids()).toEqual(viewed.slice(3).reverse());
});

test('clears the list, and tells who listens of every change', () => {
  const listener = jest.fn();
  const stop = subscribeDeviceList(listener);
  viewOnDevice('5', at(1));
  clearDeviceList();
  expect(listener).toHaveBeenCalledTimes(2);
  expect(deviceList()).toEqual([]);
  expect(window.localStorage.getItem(DEVICE_LIST_KEY)).toBeNull();
  stop();
  viewOnDevice('6', at(2));
  expect(listener).toHaveBeenCalledTimes(2);
});

test('reads a corrupt or foreign entry as no list, and keeps only well-formed views of one', () => {
  window.localStorage.setItem(DEVICE_LIST_KEY, '{not json');
  expect(deviceList()).toEqual([]);
  window.localStorage.setItem(
    DEVICE_LIST_KEY,
    JSON.stringify([
      { productId: '3', viewedAt: at(1).toISOString() },
      { productId: '<img>', viewedAt: at(2).toISOString() },
      { productId: 7, viewedAt: at(3).toISOString() },
      'x',
    ]),
  );
  expect(ids()).toEqual(['3']);
});
