import {
  type ComponentType,
  forwardRef,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';

/** What ButtonBase asks of its ripple (MUI's TouchRipple, through its ref). */
export interface Ripple {
  start(...args: unknown[]): void;
  stop(...args: unknown[]): void;
  pulsate(...args: unknown[]): void;
}
type RippleComponent = ComponentType<{ ref?: Ref<Ripple> } & Record<string, unknown>>;

let loaded: RippleComponent | undefined;
let loading: Promise<RippleComponent | undefined> | undefined;
/** The ripple's code; undefined when its chunk did not come (offline): the button works without it, and the next button pressed first tries again. */
const loadRipple = () =>
  (loading ??= import(/* webpackChunkName: "touch-ripple" */ '@mui/material/ButtonBase/TouchRipple').then(
    (module) => (loaded = module.default as unknown as RippleComponent),
    () => {
      loading = undefined;
      return undefined;
    },
  ));

/**
 * MUI's TouchRipple, loaded when a button is first pressed or reached by keyboard: ButtonBase mounts its
 * ripple only then, so the first paint needs none of its code (it and react-transition-group, about 3 KiB
 * gzip, were in every route's first load; docs/decisions/0136). In the browser bundle webpack.config.ts
 * gives ButtonBase this module for its `./TouchRipple.js`. What ButtonBase asks of the ripple before the
 * code has come (the first press's start and stop) is kept and made in order once it has.
 */
const TouchRippleOnDemand = forwardRef<Ripple, Record<string, unknown>>(function TouchRippleOnDemand(props, ref) {
  const [Real, setReal] = useState<RippleComponent | undefined>(() => loaded);
  const real = useRef<Ripple | null>(null);
  const waiting = useRef<[keyof Ripple, unknown[]][]>([]);
  useImperativeHandle(ref, () => {
    const call =
      (method: keyof Ripple) =>
      (...args: unknown[]) => {
        if (real.current) real.current[method](...args);
        else waiting.current.push([method, args]);
      };
    return { start: call('start'), stop: call('stop'), pulsate: call('pulsate') };
  }, []);
  useEffect(() => {
    if (Real) return;
    let mounted = true;
    void loadRipple().then((component) => mounted && component && setReal(() => component));
    return () => {
      mounted = false;
    };
  }, [Real]);
  const attach = useCallback((ripple: Ripple | null) => {
    real.current = ripple;
    if (!ripple) return;
    for (const [method, args] of waiting.current.splice(0)) ripple[method](...args);
  }, []);
  return Real ? <Real ref={attach} {...props} /> : null;
});

export default TouchRippleOnDemand;
