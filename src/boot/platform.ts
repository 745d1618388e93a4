// The boot steps are built for the web targets only, where Taro's resolver picks platform.h5.ts or
// platform.harmony-hybrid.ts; this file is what the type checker and the mini-program targets see.
export {}
