// Helpers for the shell's browser-side tests (never imported by the app itself).

/** An IntersectionObserver the test scrolls by hand: `scrollIntoView()` shows every observed element. */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  private targets: Element[] = [];
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static scrollIntoView() {
    for (const observer of FakeIntersectionObserver.all)
      if (observer.targets.length > 0) observer.callback(observer.targets.map(() => ({ isIntersecting: true })));
  }
}
