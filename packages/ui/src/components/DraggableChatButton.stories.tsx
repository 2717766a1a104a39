import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CHAT_BUTTON_STORAGE_KEY, DraggableChatButton } from './DraggableChatButton';

const meta = {
  title: 'UI/DraggableChatButton',
  component: DraggableChatButton,
  args: { onClick: fn(), label: 'Live chat' },
  parameters: { layout: 'fullscreen' },
  // Each story starts from the default place: a position remembered by another story must not leak in.
  beforeEach: () => {
    window.localStorage.removeItem(CHAT_BUTTON_STORAGE_KEY);
  },
} satisfies Meta<typeof DraggableChatButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const position = (el: HTMLElement) => el.getBoundingClientRect();

/** Press, move by (dx, dy) in small steps, release; then the browser's click as a real pointer would. */
function drag(el: HTMLElement, dx: number, dy: number) {
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const opts = { pointerId: 7, button: 0, isPrimary: true, bubbles: true };
  fireEvent.pointerDown(el, { ...opts, clientX: x, clientY: y });
  for (let i = 1; i <= 5; i++) fireEvent.pointerMove(el, { ...opts, clientX: x + (dx * i) / 5, clientY: y + (dy * i) / 5 });
  fireEvent.pointerUp(el, { ...opts, clientX: x + dx, clientY: y + dy });
  fireEvent.click(el);
}

export const TapOpensChat: Story = {
  play: async ({ args }) => {
    const button = await screen.findByRole('button', { name: 'Live chat' });
    await expect(position(button).width).toBe(50);
    await expect(position(button).height).toBe(50);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const SmallMoveStillClicks: Story = {
  play: async ({ args }) => {
    const button = await screen.findByRole('button', { name: 'Live chat' });
    const before = position(button);
    drag(button, 6, 6);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(position(button).left).toBe(before.left);
  },
};

export const DragSuppressesClick: Story = {
  play: async ({ args }) => {
    const button = await screen.findByRole('button', { name: 'Live chat' });
    const before = position(button);
    drag(button, -120, -80);
    await expect(args.onClick).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 250));
    await expect(Math.round(position(button).left)).toBe(Math.round(before.left - 120));
    await expect(Math.round(position(button).top)).toBe(Math.round(before.top - 80));
  },
};

export const StaysInViewport: Story = {
  play: async () => {
    const button = await screen.findByRole('button', { name: 'Live chat' });
    drag(button, 5000, 5000);
    await new Promise((r) => setTimeout(r, 250));
    const r = position(button);
    await expect(r.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(r.bottom).toBeLessThanOrEqual(window.innerHeight);
    drag(button, -10000, -10000);
    await new Promise((r2) => setTimeout(r2, 250));
    const r3 = position(button);
    await expect(r3.left).toBeGreaterThanOrEqual(0);
    await expect(r3.top).toBeGreaterThanOrEqual(0);
  },
};

/** Idle: the default place, bottom right above the toolbars, no badge. */
export const Idle: Story = {
  play: async () => {
    const button = await screen.findByRole('button', { name: 'Live chat' });
    await expect(screen.queryByTestId('chat-button-badge')).toBeNull();
    await expect(position(button).right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Unread support replies: a red badge; the accessible name says how many. */
export const WithBadge: Story = {
  args: { badge: 3, badgeLabel: '3 unread support messages' },
  play: async () => {
    await screen.findByRole('button', { name: 'Live chat, 3 unread support messages' });
    await expect(screen.getByTestId('chat-button-badge')).toHaveTextContent('3');
  },
};

export const ManyUnread: Story = {
  args: { badge: 240, badgeLabel: '240 unread support messages' },
  play: async () => {
    await expect(await screen.findByTestId('chat-button-badge')).toHaveTextContent('99+');
  },
};

/** Held and moved past 10 px: the dragging state (no release, so it stays in it). */
export const Dragging: Story = {
  play: async () => {
    const button = await screen.findByRole('button', { name: 'Live chat' });
    const r = button.getBoundingClientRect();
    const opts = { pointerId: 9, button: 0, isPrimary: true, bubbles: true };
    fireEvent.pointerDown(button, { ...opts, clientX: r.left + 25, clientY: r.top + 25 });
    fireEvent.pointerMove(button, { ...opts, clientX: r.left - 40, clientY: r.top - 60 });
    // React renders the drag state on its next commit.
    await waitFor(() => expect(button).toHaveAttribute('data-dragging', 'true'));
  },
};

/** A drop is remembered: the next page (a new mount) puts the button where it was left. */
export const RememberedPosition: Story = {
  beforeEach: () => {
    window.localStorage.setItem(CHAT_BUTTON_STORAGE_KEY, JSON.stringify({ fx: 0.1, fy: 0.2 }));
  },
  play: async () => {
    const button = await screen.findByRole('button', { name: 'Live chat' });
    await new Promise((r) => setTimeout(r, 250));
    await expect(Math.round(position(button).left)).toBe(Math.round(Math.max(8, 0.1 * window.innerWidth)));
    await expect(Math.round(position(button).top)).toBe(Math.round(Math.max(8, 0.2 * window.innerHeight)));
  },
};

export const DropIsStored: Story = {
  play: async () => {
    const button = await screen.findByRole('button', { name: 'Live chat' });
    drag(button, -100, -100);
    const stored = JSON.parse(window.localStorage.getItem(CHAT_BUTTON_STORAGE_KEY) ?? 'null') as { fx: number; fy: number } | null;
    await expect(stored).not.toBeNull();
    await expect(stored!.fx).toBeGreaterThan(0);
  },
};

/**
 * Over an action (here a full-width button where the chat button sits) it tucks against the screen edge, still a tap
 * away; a page clear of actions under it brings it back (issue 17: floats never cover an action or a heading).
 */
export const TucksOverAnAction: Story = {
  render: (args) => (
    <div style={{ height: '100vh', position: 'relative' }}>
      <button type="button" data-testid="covered-action" style={{ position: 'absolute', left: 0, right: 0, bottom: 140, height: 80 }}>
        Next
      </button>
      <DraggableChatButton {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const button = await screen.findByRole('button', { name: 'Live chat' });
    await waitFor(() => expect(button).toHaveAttribute('data-tucked', 'true'));
    // Mostly off screen: at most TUCKED_VISIBLE px of it on the right edge (once its 0.15 s slide ends).
    await waitFor(() => expect(window.innerWidth - position(button).left).toBeLessThanOrEqual(18));
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // The action goes away: the button comes back to its place.
    canvasElement.querySelector('[data-testid="covered-action"]')!.remove();
    await waitFor(() => expect(button).not.toHaveAttribute('data-tucked'));
    await waitFor(() => expect(position(button).left).toBeLessThan(window.innerWidth - 50));
  },
};
