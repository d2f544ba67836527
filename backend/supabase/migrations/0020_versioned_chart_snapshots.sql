-- A saved chart stores the engine's computed chart beside its birth data, versioned (the schema
-- is @astro/astrology's saved-chart module). Earlier versions stored sign names only, with no
-- version: those are tagged version 1, which every reader recomputes from the birth data. SQL
-- cannot run the engine; the chart pages store the current snapshot when the owner opens it.
update public.charts
   set snapshot = snapshot || jsonb_build_object('version', 1)
 where jsonb_typeof(snapshot) = 'object'
   and jsonb_typeof(snapshot -> 'version') is distinct from 'number';
update public.charts set snapshot = null where jsonb_typeof(snapshot) <> 'object';

-- What any client writes from now on carries its version, and stays small: a full chart with
-- every aspect is about 8 kB.
alter table public.charts
  add constraint charts_snapshot_versioned check (
    snapshot is null
    -- A check passes on null, and `snapshot -> 'version'` is null when the key is missing.
    or coalesce(jsonb_typeof(snapshot) = 'object'
        and jsonb_typeof(snapshot -> 'version') = 'number'
        and pg_column_size(snapshot) <= 65536, false)
  );
