include "f702.td"
