import { useState } from 'react';
import { nl } from '../i18n/nl';
import { useHorizontalSwipe } from '../lib/use-horizontal-swipe';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { Modal } from './modal';
import './whats-new-carousel.css';

const slides = nl.whatsNew.slides;

/** Seven slides of news over the dashboard; closing them is remembered by the caller. */
export function WhatsNewCarousel({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const last = slides.length - 1;
  const slide = slides[index]!;
  const goTo = (next: number) => setIndex(Math.min(last, Math.max(0, next)));
  const swipe = useHorizontalSwipe<HTMLDivElement>({
    onSwipe: (direction) => goTo(index + (direction === 'next' ? 1 : -1)),
  });

  return (
    <Modal title={nl.whatsNew.title} onClose={onClose} className="whats-new">
      <div
        className="whats-new__slide"
        role="group"
        aria-roledescription="dia"
        aria-label={nl.whatsNew.slideOf(index + 1, slides.length)}
        {...swipe}
      >
        <p className="whats-new__counter" aria-hidden="true">
          {nl.whatsNew.slideOf(index + 1, slides.length)}
        </p>
        {/* Announced on every change, so a screen reader hears the new slide after Volgende. */}
        <div aria-live="polite">
          <h3 className="whats-new__title">{slide.title}</h3>
          <p className="whats-new__text">{slide.text}</p>
        </div>
      </div>
      <ol className="whats-new__dots">
        {slides.map((s, i) => (
          <li key={s.title}>
            <button
              type="button"
              className="whats-new__dot"
              aria-label={nl.whatsNew.goToSlide(i + 1)}
              aria-current={i === index ? 'step' : undefined}
              onClick={() => goTo(i)}
            />
          </li>
        ))}
      </ol>
      <div className="whats-new__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => goTo(index - 1)}
          disabled={index === 0}
        >
          <ChevronLeftIcon />
          {nl.whatsNew.previous}
        </button>
        {index < last ? (
          <button type="button" className="button button--primary" onClick={() => goTo(index + 1)}>
            {nl.whatsNew.next}
            <ChevronRightIcon />
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={onClose}>
            {nl.whatsNew.done}
          </button>
        )}
      </div>
    </Modal>
  );
}
