/**
 * Two browser-side guards around the DocSearch modal (see theme/SearchBar).
 */

/**
 * DocSearch 4 renders its input with maxLength 512 and offers no option for it.
 * Once the modal has mounted, the input gets the spec's limit; a longer
 * prefilled query (a text selection) is cut to it the way typing would be.
 */
export function limitModalInput(maxLength: number): void {
  if (typeof window === 'undefined') return;
  let frames = 0;
  const apply = () => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
    if (!input) {
      if (++frames < 120) window.requestAnimationFrame(apply);
      return;
    }
    input.maxLength = maxLength;
    if (input.value.length > maxLength) {
      // React tracks the value it set; use the native setter and an input event so it sees the change.
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, input.value.slice(0, maxLength));
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
  };
  window.requestAnimationFrame(apply);
}

/** A Storage that keeps nothing: reads find nothing, writes fail as a full storage would. */
class UnavailableStorage implements Storage {
  get length(): number {
    return 0;
  }
  clear(): void {}
  getItem(): string | null {
    return null;
  }
  key(): string | null {
    return null;
  }
  removeItem(): void {}
  setItem(): void {
    throw new DOMException('Local storage is not available', 'QuotaExceededError');
  }
}

/**
 * When reading `window.localStorage` throws (storage blocked by the browser),
 * DocSearch's modal crashes as it opens. Replace the property with a storage
 * that keeps nothing: the modal works, recent searches are simply not kept.
 */
export function guardLocalStorage(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    void window.localStorage;
    return false;
  } catch (error) {
    try {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        enumerable: true,
        value: new UnavailableStorage(),
      });
      console.warn('Local storage is not available; recent searches will not be saved.', error);
    } catch {
      // The property cannot be replaced; nothing more to do.
    }
    return true;
  }
}
