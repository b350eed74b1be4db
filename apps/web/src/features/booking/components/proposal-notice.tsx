/** On the buyer's call page: the time the professional proposes, while it stands, answered with one click. */
import { type Appointment, callWhenIn } from '@hbw/contract';
import { notifications } from '@mantine/notifications';
import { signedIn } from '../api/caller';
import { useAnswerProposal, useProposal } from '../api/proposal';
import { ProposalChoice } from './proposal-choice';

export function ProposalNotice({ appointment, timeZone }: { appointment: Appointment; timeZone: string }) {
  const proposal = useProposal(appointment.id);
  const answering = useAnswerProposal(signedIn, appointment.id);
  if (!proposal.data) return null;
  return (
    <ProposalChoice
      proposal={proposal.data}
      professionalName={appointment.professional.name}
      startsAt={appointment.starts_at}
      timeZone={timeZone}
      onAnswer={(answer) =>
        answering.mutateAsync(answer).then((call) =>
          notifications.show({
            color: 'green',
            title: answer === 'accept' ? 'Your call is moved' : 'Your call stays where it is',
            message:
              answer === 'accept'
                ? `It is now on ${callWhenIn(new Date(call.starts_at), timeZone)}. We emailed you both the new time.`
                : `We told ${appointment.professional.name} you keep the current time.`,
          }),
        )
      }
    />
  );
}
