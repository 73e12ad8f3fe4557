import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '../../../../test/render';
import { IntakeChecklistFields } from './IntakeChecklistFields';
import { emptyIntakeDraft, type IntakeDraft } from './intake-draft';

describe('IntakeChecklistFields', () => {
  it('says each change as a change of the latest checklist, so that two taps before a render both count', async () => {
    const start = emptyIntakeDraft();
    // The parent never draws again here: both taps see the same old checklist, as on a busy tablet.
    const updates: ((current: IntakeDraft) => IntakeDraft)[] = [];
    renderWithShop(<IntakeChecklistFields value={start} onChange={(update) => updates.push(update)} />);
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Ekrani' })).getByText('Me defekt'));
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Ndizet' })).getByText('Po'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Karikuesi' }));

    const final = updates.reduce((draft, update) => update(draft), start);
    expect(final.checks).toMatchObject({ screen: 'damaged', powersOn: 'ok' });
    expect(final.itemsLeft).toEqual(['charger']);
    expect(start.checks.screen).toBe('untested');
  });
});
