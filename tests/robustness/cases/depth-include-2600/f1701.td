include "f1702.td"
