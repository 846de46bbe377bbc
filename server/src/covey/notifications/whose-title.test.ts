import { describe, expect, it } from 'vitest';
import { whoseTitle } from './whose-title.js';

describe('whoseTitle', () => {
  it("names the person a notice is about when it is not the recipient's own", () => {
    expect(whoseTitle('“MRI bill” is resolved', 'Alex', 'report')).toBe("Alex's report “MRI bill” is resolved");
    expect(whoseTitle('Your video call is confirmed', 'Alex', 'appointment')).toBe("Alex's video call is confirmed");
    expect(whoseTitle('Your counselor needs more information about “MRI bill”', 'James', 'report')).toBe(
      "James' counselor needs more information about “MRI bill”",
    );
    expect(whoseTitle('A report was opened for you: “MRI bill”', 'Mia', 'report')).toBe(
      'A report was opened for Mia: “MRI bill”',
    );
    expect(whoseTitle('New note from your counselor on “MRI bill”', 'Mia', 'report')).toBe(
      "New note from Mia's counselor on “MRI bill”",
    );
  });
  it('names whose plan or task the activity is about (#29)', () => {
    expect(whoseTitle('A new plan to review', 'Alex', 'plan')).toBe("Alex's new plan to review");
    expect(whoseTitle('Accepted the plan “Prepare for surgery”', 'Alex', 'plan')).toBe(
      "Accepted Alex's plan “Prepare for surgery”",
    );
    expect(whoseTitle('Completed the plan “Prepare for surgery”', 'Alex', 'plan')).toBe(
      "Completed Alex's plan “Prepare for surgery”",
    );
    expect(whoseTitle('New task: Call the surgeon', 'Alex', 'task')).toBe('New task for Alex: Call the surgeon');
    expect(whoseTitle('Completed the task “Call the surgeon”', 'Alex', 'task')).toBe(
      "Completed Alex's task “Call the surgeon”",
    );
    expect(whoseTitle('Every task in “Prepare for surgery” is done', 'Alex', 'plan')).toBe(
      "Every task in Alex's plan “Prepare for surgery” is done",
    );
    expect(whoseTitle('A new plan to review', '', 'plan')).toBe('A new plan to review');
  });
  it("leaves the recipient's own notice and titles without a person alone", () => {
    expect(whoseTitle('“MRI bill” is resolved', '', 'report')).toBe('“MRI bill” is resolved');
    expect(whoseTitle('Reminder: Call the surgeon', 'Alex', 'task')).toBe('Reminder: Call the surgeon');
    expect(whoseTitle('Yourself first', 'Alex', 'plan')).toBe('Yourself first');
    // a caregiver's own access to Alex's circle is theirs: not "Alex's access"
    expect(whoseTitle('Your access to "Care team" has ended', 'Alex', 'invite')).toBe(
      'Your access to "Care team" has ended',
    );
  });
});
