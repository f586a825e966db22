import { ConfigError, loadConfig } from '../../config';

describe('ORDER_DEMO_ADVANCE_MINUTES', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).orderDemoAdvanceMinutes).toBeUndefined();
    expect(loadConfig({ ORDER_DEMO_ADVANCE_MINUTES: ' ' }).orderDemoAdvanceMinutes).toBeUndefined();
  });

  it('takes whole minutes from 1 to 1440', () => {
    expect(loadConfig({ ORDER_DEMO_ADVANCE_MINUTES: '5' }).orderDemoAdvanceMinutes).toBe(5);
    expect(loadConfig({ ORDER_DEMO_ADVANCE_MINUTES: '1440' }).orderDemoAdvanceMinutes).toBe(1440);
  });

  it.each(['0', '1441', '2.5', '-3', 'soon'])('stops on %j with a message naming the variable', (value) => {
    const load = () => loadConfig({ ORDER_DEMO_ADVANCE_MINUTES: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/^Invalid ORDER_DEMO_ADVANCE_MINUTES: expected a whole number of minutes from 1 to 1440/);
  });
});
