import { render, screen } from '@testing-library/react';
import { MessageScreen } from './MessageScreen';
import { keepEmotionRules } from '../../test/emotion-rules';

// This file asserts styles Emotion makes (src/test/emotion-rules.ts).
keepEmotionRules();

function Heading({ children }: { children: string }) {
  return <h1 data-testid="app-heading">{children}</h1>;
}

describe('MessageScreen', () => {
  it('as a page: the heading, the sentence and one way on, centred, not an alert unless asked', () => {
    render(<MessageScreen look="page" title="Page not found" text="It has moved." actions={<a href="/">Home</a>} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Page not found' });
    const frame = heading.parentElement as HTMLElement;
    expect(frame).toHaveStyle({ textAlign: 'center' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(frame.children).toHaveLength(3);
    expect(frame.children[1]).toHaveTextContent('It has moved.');
    expect(frame.children[2]).toBe(screen.getByRole('link', { name: 'Home' }));
  });

  it('as a page in place of a failed screen: an alert, its several ways on in one wrapping row', () => {
    render(
      <MessageScreen
        look="page"
        alert
        title="Something went wrong"
        text="Try again."
        actions={[
          <button key="reload">Reload</button>,
          <a key="home" href="/">
            Home
          </a>,
        ]}
      />,
    );
    const alert = screen.getByRole('alert');
    const row = screen.getByRole('button', { name: 'Reload' }).parentElement as HTMLElement;
    expect(row.parentElement).toBe(alert);
    expect(row).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
    expect(row).toContainElement(screen.getByRole('link', { name: 'Home' }));
  });

  it("in an app's layout: under that app's own heading, no frame of its own", () => {
    const { container } = render(
      <MessageScreen
        look="in-layout"
        Heading={Heading}
        title="Page not found"
        text="No such page here."
        actions={<a href="/">Back</a>}
      />,
    );
    expect(screen.getByTestId('app-heading')).toHaveTextContent('Page not found');
    expect(Array.from(container.children).map((child) => child.tagName)).toEqual(['H1', 'P', 'A']);
  });
});
