"""Reads an iTIP message (stdin) with python icalendar and with vobject; prints what each saw.

Used by the invitation tests: METHOD, and per VEVENT its UID, SEQUENCE, STATUS, ORGANIZER,
ATTENDEEs with PARTSTAT and RSVP, DTSTART's TZID, whether DTSTAMP is there; and the VTIMEZONEs.
"""
import json
import sys

import icalendar
import vobject


def address(value):
    return str(value).lower().replace("mailto:", "")


def with_icalendar(text):
    calendar = icalendar.Calendar.from_ical(text)
    events = []
    for event in calendar.walk("VEVENT"):
        attendees = event.get("ATTENDEE", [])
        if not isinstance(attendees, list):
            attendees = [attendees]
        start = event.get("DTSTART")
        events.append(
            {
                "uid": str(event.get("UID")),
                "sequence": int(event.get("SEQUENCE", 0)),
                "status": str(event.get("STATUS", "")),
                "organizer": address(event.get("ORGANIZER")),
                "attendees": [
                    {
                        "email": address(attendee),
                        "partstat": str(attendee.params.get("PARTSTAT", "")),
                        "rsvp": str(attendee.params.get("RSVP", "")),
                    }
                    for attendee in attendees
                ],
                "tzid": str(start.params.get("TZID", "")),
                "hasStamp": event.get("DTSTAMP") is not None,
            }
        )
    zones = [str(zone.get("TZID")) for zone in calendar.walk("VTIMEZONE")]
    return {"method": str(calendar.get("METHOD")), "events": events, "timezones": zones}


def with_vobject(text):
    calendar = vobject.readOne(text)
    events = []
    for event in calendar.vevent_list:
        start = event.dtstart
        events.append(
            {
                "uid": event.uid.value,
                "sequence": int(event.sequence.value) if hasattr(event, "sequence") else 0,
                "status": event.status.value if hasattr(event, "status") else "",
                "organizer": address(event.organizer.value),
                "attendees": [
                    {
                        "email": address(attendee.value),
                        "partstat": attendee.params.get("PARTSTAT", [""])[0],
                        "rsvp": attendee.params.get("RSVP", [""])[0],
                    }
                    for attendee in event.contents.get("attendee", [])
                ],
                # vobject turns TZID into a tzinfo and keeps the name it read here.
                "tzid": start.params.get("X-VOBJ-ORIGINAL-TZID", [""])[0],
                "hasStamp": hasattr(event, "dtstamp"),
            }
        )
    zones = [zone.tzid.value for zone in calendar.contents.get("vtimezone", [])]
    return {"method": calendar.method.value, "events": events, "timezones": zones}


text = sys.stdin.read()
print(json.dumps({"icalendar": with_icalendar(text), "vobject": with_vobject(text)}))
