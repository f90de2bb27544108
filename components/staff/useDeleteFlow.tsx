'use client';

import { useCallback, useRef, useState } from 'react';
import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { requestDelete } from '@/lib/staff/client';
import { deleteResultDialog, type DeleteResultDialog } from '@/lib/staff/deleteDialog';
import type { DeleteAnswer, DeleteOutcomeCode } from '@/lib/staff/deleteRequest';
import { withoutPost, type StaffListData, type StaffPost } from '@/lib/staff/model';
import { DELETE_REFETCH_DELAY_MS } from '@/lib/staff/pagination';
import { DELETE_TEXTS, STAFF_TEXTS } from '@/lib/staff/texts';
import { typeLabel, type StaffType } from '@/lib/staff/types';
import { StaffDialog } from './StaffDialog';
import { ScriptButton } from '@/components/ui/ScriptButton';

class DeleteRefused extends Error {
  readonly answer: DeleteAnswer;

  constructor(answer: DeleteAnswer) {
    super(answer.message);
    this.answer = answer;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Deletion of behaviour §4 and 8: confirm dialog → the post disappears at once from every cached list
 * of the type (SWR optimistic data, counts included) → the portal's delete route → 'Sukses!' and
 * a refetch of the lists 300 ms later, or the post back in place and the error dialog. A post
 * whose delete is under way cannot be deleted again (double clicks do one request).
 */
export function useDeleteFlow(type: StaffType, keys: (key: unknown) => boolean, afterClose?: () => void) {
  const { mutate } = useSWRConfig();
  const pathname = usePathname();
  const label = typeLabel(type);
  const [target, setTarget] = useState<StaffPost | null>(null);
  const [result, setResult] = useState<DeleteResultDialog | null>(null);
  const [deletedCount, setDeletedCount] = useState(0);
  const inFlight = useRef(new Set<number>());
  const noButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  const ask = useCallback((post: StaffPost) => {
    if (inFlight.current.has(post.id)) return;
    setTarget(post);
  }, []);

  const cancel = useCallback(() => setTarget(null), []);

  const closeResult = useCallback(() => {
    setResult(null);
    // After the dialog has handed focus back: when that element is gone (the deleted row), the caller moves it.
    if (afterClose) setTimeout(afterClose, 0);
  }, [afterClose]);

  const confirm = useCallback(async () => {
    const post = target;
    if (!post || inFlight.current.has(post.id)) return;
    inFlight.current.add(post.id);
    setTarget(null);

    const request = requestDelete(type, post.id).then((answer) => {
      if (answer.code !== 'deleted') throw new DeleteRefused(answer);
    });
    let code: DeleteOutcomeCode = 'deleted';
    try {
      // One request shared by every cached key of the type; populateCache: false keeps the
      // optimistic lists until the refetch below, rollbackOnError restores them on failure.
      await mutate<StaffListData | undefined>(keys, request.then(() => undefined), {
        optimisticData: (current) => (current ? withoutPost(current, post) : current),
        rollbackOnError: true,
        populateCache: false,
        revalidate: false,
      });
      await request;
    } catch (error) {
      code = error instanceof DeleteRefused ? error.answer.code : 'failed';
    } finally {
      inFlight.current.delete(post.id);
    }
    setResult(deleteResultDialog(code, label));
    if (code === 'deleted') setDeletedCount((count) => count + 1);
    if (code === 'deleted' || code === 'not_found') {
      // Behaviour §4 and 9: after 300 ms every list is fetched again (a post already gone leaves it too).
      await wait(DELETE_REFETCH_DELAY_MS);
      await mutate(keys);
    }
  }, [target, type, keys, mutate, label]);

  const dialogs = (
    <>
      {target && (
        <StaffDialog title={DELETE_TEXTS.confirmTitle} message={DELETE_TEXTS.confirmMessage(label)} detail={target.title} tone="question" onClose={cancel} initialFocus={noButton}>
          <ScriptButton onClick={() => void confirm()} className="rounded-md bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800">
            {DELETE_TEXTS.yes}
          </ScriptButton>
          <ScriptButton ref={noButton} onClick={cancel} className="rounded-md border border-slate-300 px-5 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            {DELETE_TEXTS.no}
          </ScriptButton>
        </StaffDialog>
      )}
      {result && (
        <StaffDialog title={result.title} message={result.message} detail={result.detail} tone={result.kind} onClose={closeResult} initialFocus={closeButton}>
          {result.signIn && (
            <Link href={`/login?returnTo=${encodeURIComponent(pathname)}`} className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
              {STAFF_TEXTS.signInAgain}
            </Link>
          )}
          <ScriptButton ref={closeButton} onClick={closeResult} className="rounded-md border border-slate-300 px-5 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            {DELETE_TEXTS.close}
          </ScriptButton>
        </StaffDialog>
      )}
    </>
  );

  return { ask, dialogs, deletedCount };
}
