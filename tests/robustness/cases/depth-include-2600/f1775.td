include "f1776.td"
