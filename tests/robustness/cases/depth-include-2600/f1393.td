include "f1394.td"
