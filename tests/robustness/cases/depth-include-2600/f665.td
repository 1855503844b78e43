include "f666.td"
