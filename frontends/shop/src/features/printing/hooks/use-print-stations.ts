import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrintStationResponse, PrintStationUpdateRequest } from '@repair-shop/contracts';
import {
  notifySuccess,
  printApi,
  printStationsQuery,
  queryKeys,
  type FieldErrorForm,
  type SentFromForm,
} from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';
import { unsignedCouponsRefusal } from '../../../utils/unsigned-coupons';

export const STATION_TEXTS = {
  added: 'Printeri u shtua. Hapni lidhjen e çiftimit në kompjuterin e banakut.',
  addFailed: 'Gabim gjatë shtimit të printerit',
  saved: 'Printeri u ruajt.',
  saveFailed: 'Gabim gjatë ruajtjes së printerit',
  linkFailed: 'Gabim gjatë krijimit të lidhjes së çiftimit',
  removed: 'Printeri u hoq.',
  removeFailed: 'Gabim gjatë heqjes së printerit',
} as const;

/** The shop's print stations (every role reads them: whoever sends a document chooses one). */
export function usePrintStations() {
  return useQuery(printStationsQuery());
}

/** Adding, renaming, setting, re-pairing and removing stations: the owner's and the managers'. */
export function usePrintStationActions() {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.printStations });
  const keep = (saved: PrintStationResponse) =>
    queryClient.setQueryData<PrintStationResponse[]>(queryKeys.printStations, (stations) =>
      stations?.map((station) => (station.id === saved.id ? saved : station)),
    );

  const add = useMutation({
    mutationFn: ({ request: name }: SentFromForm<string>) => printApi.addStation({ name }),
    onSuccess: () => {
      notifySuccess(STATION_TEXTS.added);
      refresh();
    },
    onError: (error, { form, names }) => fail(error, STATION_TEXTS.addFailed, form, names),
  });

  const update = useMutation({
    mutationFn: ({ id, change }: { id: string; change: PrintStationUpdateRequest; form?: FieldErrorForm }) =>
      printApi.updateStation(id, change),
    onSuccess: (saved) => {
      keep(saved);
      notifySuccess(STATION_TEXTS.saved);
    },
    onError: (error, { form }) => {
      fail(error, STATION_TEXTS.saveFailed, form);
      refresh();
    },
  });

  const newLink = useMutation({
    mutationFn: (station: PrintStationResponse) => printApi.newPairingLink(station.id),
    onSuccess: refresh,
    onError: (error) => fail(error, STATION_TEXTS.linkFailed),
  });

  const remove = useMutation({
    mutationFn: ({ station, voidUnsigned }: StationRemoval) => printApi.removeStation(station.id, voidUnsigned),
    onSuccess: () => {
      notifySuccess(STATION_TEXTS.removed);
      refresh();
      // A till goes with its station, and the coupons given up with it are no longer pending.
      void queryClient.invalidateQueries({ queryKey: queryKeys.fiscalTills });
      void queryClient.invalidateQueries({ queryKey: queryKeys.fiscalPending });
    },
    // A till's unsigned coupons are the caller's to ask about (unsignedCouponsRefusal), not a failure.
    onError: (error) => {
      if (!unsignedCouponsRefusal(error)) fail(error, STATION_TEXTS.removeFailed);
    },
  });

  return { add, update, newLink, remove };
}

/** A station to remove; a Kosovo till's coupons it has not signed are given up only when `voidUnsigned`. */
export interface StationRemoval {
  station: PrintStationResponse;
  voidUnsigned: boolean;
}
