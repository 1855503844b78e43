include "f541.td"
