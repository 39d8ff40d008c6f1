/** The few parts of masonry-layout and imagesloaded (no bundled types) the masonry widget uses. */
declare module 'masonry-layout' {
  interface MasonryOptions {
    itemSelector?: string;
    columnWidth?: string | number;
    gutter?: string | number;
    percentPosition?: boolean;
    originLeft?: boolean;
    transitionDuration?: string | number;
    initLayout?: boolean;
    resize?: boolean;
  }
  export default class Masonry {
    constructor(element: Element, options?: MasonryOptions);
    layout(): void;
    appended(elements: Element | Element[]): void;
    reloadItems(): void;
    destroy(): void;
    getItemElements(): Element[];
  }
}

declare module 'imagesloaded' {
  interface ImagesLoaded {
    on(event: 'progress', listener: (instance: ImagesLoaded, image: { img: HTMLImageElement; isLoaded: boolean }) => void): ImagesLoaded;
    on(event: 'always' | 'done' | 'fail', listener: (instance: ImagesLoaded) => void): ImagesLoaded;
    off(event: string, listener: (...args: never[]) => void): ImagesLoaded;
  }
  export default function imagesLoaded(elements: Element | Element[]): ImagesLoaded;
}
