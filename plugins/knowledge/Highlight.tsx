import { foldString, termMatches } from '@tessera/core';
import { createContext, useContext, useMemo } from 'react';
import { mark } from './knowledge.css';

/** The keyword the panel applied: its tabs' Highlight reads it, whatever plugin draws them. */
export const KeywordContext = createContext('');

/** Occurrences marked in one text at most: a keyword found everywhere in a long script stays cheap. */
const MAX_MARKS = 100;

/** A text with the applied keyword's occurrences marked (ignoring case and accents), drawn as text. */
export function Highlight({ text }: { text: string }) {
  const keyword = useContext(KeywordContext);
  const parts = useMemo(() => {
    const found = keyword ? termMatches(text, keyword, MAX_MARKS) : [];
    if (!found.length) return null;
    const out: { text: string; marked: boolean; at: number }[] = [];
    let at = 0;
    for (const { start, end } of found) {
      if (start > at) out.push({ text: text.slice(at, start), marked: false, at });
      out.push({ text: text.slice(start, end), marked: true, at: start });
      at = end;
    }
    if (at < text.length) out.push({ text: text.slice(at), marked: false, at });
    return out;
  }, [text, keyword]);
  if (!parts) return <>{text}</>;
  return (
    <>
      {parts.map((part) =>
        part.marked ? (
          <mark key={part.at} className={mark}>
            {part.text}
          </mark>
        ) : (
          <span key={part.at}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** Whether a text holds the keyword, ignoring case and accents (a blank keyword matches everything). */
export function matcherOf(keyword: string): (text: string) => boolean {
  const needle = foldString(keyword.trim());
  return needle ? (text) => foldString(text).includes(needle) : () => true;
}
