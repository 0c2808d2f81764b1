"""Expands an iCalendar text (stdin) the way two Python clients do, for the feed's parser tests.

Usage: expand_ics.py FROM TO (UTC, YYYY-MM-DDTHH:MM:SSZ). Prints JSON:
{"recurring_ical_events": [...], "vobject": [...]}, each occurrence as
{"uid", "summary", "start", "end"}: all-day values as YYYY-MM-DD, timed ones as UTC instants.
"""
import datetime as dt
import json
import sys

import icalendar
import recurring_ical_events
import vobject

UTC = dt.timezone.utc


def value_text(value):
    if isinstance(value, dt.datetime):
        if value.tzinfo is None:
            raise ValueError("floating time: " + value.isoformat())
        return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    return value.isoformat()


def occurrence(uid, summary, start, end):
    return {"uid": str(uid), "summary": str(summary), "start": value_text(start), "end": value_text(end)}


def overlaps(start, end, window_from, window_to):
    """Whether [start, end) meets the window; dates count from midnight UTC."""
    def instant(value):
        if isinstance(value, dt.datetime):
            return value.astimezone(UTC)
        return dt.datetime(value.year, value.month, value.day, tzinfo=UTC)
    return instant(start) < window_to and instant(end) > window_from


def with_recurring_ical_events(text, window_from, window_to):
    calendar = icalendar.Calendar.from_ical(text)
    found = []
    for event in recurring_ical_events.of(calendar).between(window_from, window_to):
        found.append(
            occurrence(event["UID"], event.get("SUMMARY", ""), event["DTSTART"].dt, event["DTEND"].dt)
        )
    return found


def key_of(value):
    """An occurrence's identity for matching RECURRENCE-ID against the rule's starts."""
    if isinstance(value, dt.datetime):
        return value_text(value)
    return value.isoformat()


def with_vobject(text, window_from, window_to):
    calendar = vobject.readOne(text)
    events = list(calendar.contents.get("vevent", []))
    overrides = {}
    for event in events:
        if "recurrence-id" in event.contents:
            overrides.setdefault(event.uid.value, {})[key_of(event.recurrence_id.value)] = event
    found = []
    for event in events:
        if "recurrence-id" in event.contents:
            continue
        start = event.dtstart.value
        end = event.dtend.value
        duration = end - start
        all_day = not isinstance(start, dt.datetime)
        if "rrule" not in event.contents:
            if overlaps(start, end, window_from, window_to):
                found.append(occurrence(event.uid.value, event.summary.value, start, end))
            continue
        edited = overrides.get(event.uid.value, {})
        rules = event.getrruleset(addRDate=True)
        # All-day rules come back as naive midnights; timed ones in the event's zone.
        lower = window_from.replace(tzinfo=None) - dt.timedelta(days=2) if all_day else window_from - duration
        upper = window_to.replace(tzinfo=None) + dt.timedelta(days=2) if all_day else window_to
        for begin in rules.between(lower, upper, inc=True):
            if all_day:
                begin = begin.date()
            key = key_of(begin)
            if key in edited:
                continue
            if overlaps(begin, begin + duration, window_from, window_to):
                found.append(occurrence(event.uid.value, event.summary.value, begin, begin + duration))
        for override in edited.values():
            o_start, o_end = override.dtstart.value, override.dtend.value
            if overlaps(o_start, o_end, window_from, window_to):
                found.append(occurrence(override.uid.value, override.summary.value, o_start, o_end))
    return found


def main():
    window_from, window_to = (
        dt.datetime.strptime(arg, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC) for arg in sys.argv[1:3]
    )
    text = sys.stdin.read()
    order = lambda item: (item["start"], item["uid"], item["summary"])
    print(
        json.dumps(
            {
                "recurring_ical_events": sorted(with_recurring_ical_events(text, window_from, window_to), key=order),
                "vobject": sorted(with_vobject(text, window_from, window_to), key=order),
            }
        )
    )


main()
