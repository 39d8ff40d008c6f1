import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { Suggestion } from './answer';
import { SEARCH_MARKUP } from './markup';

/** `Mug` with "mu" typed: <mark>Mu</mark>g. Text only; no match, or a title whose case folding changes its length, stays plain. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const needle = query.trim().toLowerCase();
  const haystack = text.toLowerCase();
  if (!needle || haystack.length !== text.length) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at >= 0 && parts.length < 20; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + needle.length)}</mark>);
    from = at + needle.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}

/** The price: a copy of its clean nodes (price.ts), or its text. React renders no children here. */
function Price({ item }: { item: Suggestion }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(item.priceNodes?.cloneNode(true) ?? item.price);
  }, [item]);
  return <span className={SEARCH_MARKUP.classes.price} ref={ref} />;
}

export const optionId = (idBase: string, index: number) => `${idBase}option${index}`;

/**
 * The listbox: each result a link with role option (a real link: middle click and "open in new tab"
 * work; focus never leaves the text field, aria-activedescendant points at the active one). The
 * not-found entry is a disabled option.
 */
export function SuggestionList({
  listRef,
  idBase,
  listboxId,
  label,
  items,
  active,
  query,
  notFoundText,
}: {
  listRef: RefObject<HTMLDivElement | null>;
  idBase: string;
  listboxId: string;
  label: string;
  items: readonly Suggestion[];
  active: number;
  query: string;
  notFoundText: string;
}) {
  return (
    <div ref={listRef} role="listbox" id={listboxId} aria-label={label} className={SEARCH_MARKUP.classes.list} hidden={items.length === 0}>
      {items.map((item, index) =>
        item.notFound ? (
          <div
            key={index}
            role="option"
            id={optionId(idBase, index)}
            aria-selected="false"
            aria-disabled="true"
            className={`${SEARCH_MARKUP.classes.option} ${SEARCH_MARKUP.classes.notFound}`}
          >
            {item.title || notFoundText}
          </div>
        ) : (
          <a
            key={index}
            role="option"
            id={optionId(idBase, index)}
            href={item.permalink}
            tabIndex={-1}
            aria-selected={index === active}
            className={index === active ? `${SEARCH_MARKUP.classes.option} ${SEARCH_MARKUP.classes.active}` : SEARCH_MARKUP.classes.option}
          >
            {item.thumbnail ? (
              <img
                className={SEARCH_MARKUP.classes.thumbnail}
                src={item.thumbnail}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className={SEARCH_MARKUP.classes.thumbnail} aria-hidden="true" />
            )}
            <span className={SEARCH_MARKUP.classes.title}>
              <Highlighted text={item.title} query={query} />
            </span>
            {item.price ? <Price item={item} /> : null}
          </a>
        ),
      )}
    </div>
  );
}
